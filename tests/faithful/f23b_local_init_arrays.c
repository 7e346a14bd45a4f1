/* Arrays of function scope with initialisers that the SCoP reads and writes: an automatic `double
   w[4] = {...}` re-initialised at every call and updated by the SCoP, a register accumulator bound, a
   static array initialised once and carried between calls, and a VLA sized by a parameter. */
#include <stdio.h>
#define N 128

double in[N], out[N];

static double pass(int n, int m) {
  double w[4] = {0.5, -0.25, 0.125, 1.0};
  static double keep[4] = {1, 2, 3, 4};
  double vla[m];
  register int lim = n - 3;
  for (int k = 0; k < m; k++)
    vla[k] = k * 0.5;
#pragma scop
  for (int k = 0; k < 4; k++) {
    w[k] = w[k] * keep[k];
    keep[k] = keep[k] + w[k] * 0.5;
  }
  for (int i = 0; i < lim; i++)
    out[i] = w[0] * in[i] + w[1] * in[i + 1] + w[2] * in[i + 2] + w[3] * in[i + 3] + vla[i % 4];
  for (int k = 0; k < m; k++)
    vla[k] = vla[k] + out[k];
#pragma endscop
  double s = 0;
  for (int k = 0; k < m; k++)
    s += vla[k];
  return s + w[3] + keep[0];
}

int main(void) {
  for (int i = 0; i < N; i++)
    in[i] = (i % 9) - 4;
  double a = pass(N, 8), b = pass(N, 16), c = pass(N / 2, 5);
  double t = 0;
  for (int i = 0; i < N; i++)
    t += out[i] * (i % 4 + 1);
  printf("%.12g %.12g %.12g %.12g\n", a, b, c, t);
  return 0;
}
