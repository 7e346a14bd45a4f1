/* A scalar declared inside the SCoP before the loops (not in a loop body), used as the load/store temp of
   the nest (`double w; for i { w = b[i]; ...; y[i] = w; }`), with an initialiser it overwrites, and one
   whose initial value the first iteration reads. */
#include <stdio.h>
#define N 140
double b[N], y[N], z[N], A[N][N];

static void run(int n) {
#pragma scop
  double w;
  for (int i = 0; i < n; i++) {
    w = b[i];
    for (int j = 0; j < n; j++)
      w = w + A[i][j] * 0.01;
    y[i] = w;
  }
  double u = 3.0;
  for (int i = 0; i < n; i++) {
    u = y[i] * 2.0;
    z[i] = u + b[i];
  }
  double acc = 1.0;
  for (int i = 0; i < n; i++) {
    acc = acc * 0.5 + b[i];
    b[i] = acc;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { b[i] = i % 8 - 3.5; for (int j = 0; j < N; j++) A[i][j] = (i * j) % 7; }
  run(N);
  run(3);
  double s = 0;
  for (int i = 0; i < N; i++) s += b[i] + y[i] * 2 + z[i] * 3;
  printf("%.12g\n", s);
  return 0;
}
