/* Sums whose accumulator is not a local scalar: through a pointer parameter (*out += ...), an element of
   an array at a parameter's index (H[k] += ...), a global, a static local, and a function parameter
   passed by value (its value after the SCoP is printed). */
#include <stdio.h>
#define N 500
double X[N], H[8], G;

static double total(const double *x, int n, double *out, int k, double acc) {
  static double st = 1.0;
#pragma scop
  for (int i = 0; i < n; i++)
    *out += x[i] * 0.5;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    H[k] += x[i] - 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    G = G + x[i] * x[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    st += x[i] / 4;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    acc -= x[i];
#pragma endscop
  printf("acc=%.10g st=%.10g\n", acc, st);
  return acc;
}

int main(void) {
  for (int i = 0; i < N; i++) X[i] = (i % 13) * 0.25;
  double o = 2.0;
  total(X, N, &o, 3, 100.0);
  total(X + 7, N - 7, &H[5], 5, -1.0);
  total(X, 1, &G, 0, 0.0);
  total(X, 0, &o, 7, 3.0);
  printf("%.10g %.10g\n", o, G);
  for (int k = 0; k < 8; k++) printf("%.10g\n", H[k]);
  return 0;
}
