/* Local arrays named only inside a SCoP that a time loop runs again, initialised by the SCoP itself
   at its first step (`if (t == 0)`, t a parameter of the SCoP) and read by every later step: their values
   must survive from one execution to the next. */
#include <stdio.h>
#define N 64
double x[N], out[N];
static void run(int n, int steps) {
  double buf[N];
  double acc2[N][2];
  for (int t = 0; t < steps; t++) {
#pragma scop
    for (int i = 0; i < n; i++) {
      if (t == 0)
        buf[i] = 0;
      buf[i] = buf[i] + x[i];
      out[i] = buf[i] * 2;
    }
    for (int i = 0; i < n; i++) {
      if (t == 0)
        acc2[i][0] = 1;
      acc2[i][1] = acc2[i][0] * 0.5;
      acc2[i][0] = acc2[i][1] + out[i];
      out[i] += acc2[i][0];
    }
#pragma endscop
  }
}
int main(void) {
  for (int i = 0; i < N; i++) x[i] = i % 7;
  run(N, 4);
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i + 1);
  printf("%.12g\n", s);
  return 0;
}
