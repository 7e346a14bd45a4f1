/* const-qualified pointer parameters that alias the output (in place, shifted by one in both directions),
   const restrict pairs that alias each other (legal: neither is written), and a restrict output with a
   const input at a disjoint part of the same array. */
#include <stdio.h>
#define N 300
double G[3 * N];

static void axpy(int n, double a, const double *x, double *y) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = y[i] + a * x[i];
#pragma endscop
}

static void smooth(int n, const double *in, double *out) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
#pragma endscop
}

static void dot2(int n, const double *restrict x, const double *restrict y, double *restrict r) {
#pragma scop
  for (int i = 0; i < n; i++)
    r[i] = x[i] * y[n - 1 - i] + x[n - 1 - i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 3 * N; i++) G[i] = (i % 17) * 0.25 - 1.0;
  axpy(N, 0.5, G, G + N);
  axpy(N, 0.5, G, G);
  axpy(N, 0.25, G + 1, G);
  axpy(N, 0.25, G, G + 1);
  smooth(N, G, G + 1);
  smooth(N, G + 1, G);
  smooth(N, G + N, G + N);
  dot2(N, G, G, G + 2 * N);
  double s = 0;
  for (int i = 0; i < 3 * N; i++) s += G[i] * (i % 7 + 1);
  printf("%.12g\n", s);
  return 0;
}
