/* Global scalars updated in the SCoP, a by-value parameter modified in it, a const table. */
#include <stdio.h>
#define N 256
static const double W[5] = {0.1, 0.2, 0.4, 0.2, 0.1};
double total = 1.0;
int counter = 3;
static double in[N + 4], out[N];
static void smooth(double scale) {
#pragma scop
  for (int i = 0; i < N; i++) {
    out[i] = scale * (W[0] * in[i] + W[1] * in[i + 1] + W[2] * in[i + 2] + W[3] * in[i + 3] + W[4] * in[i + 4]);
    total += out[i];
  }
  counter = counter + 1;
  scale = scale * 2;
#pragma endscop
  total += scale;
}
int main(void) {
  for (int i = 0; i < N + 4; i++) in[i] = (i % 17) * 0.3;
  smooth(1.5);
  smooth(0.5);
  printf("%.15g %d %.15g\n", total, counter, out[100]);
  return 0;
}
