/* Parameters named like math functions while <math.h> is included (block-scope names may hide the
   library's): `exp` and `pow` of the SCoP's function are the caller's functions; the library's sqrt
   and pow, called in another function's SCoP, are the library's. */
#include <math.h>
#include <stdio.h>
#define N 50
static double A[N], B[N], C[N], D[N];

static double poly(double x) { return x * x - 1; }
static double mix(double x, double y) { return x - y * 0.25; }

static void apply(double (*exp)(double), double (*pow)(double, double), int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = exp(A[i]) + sqrt(A[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = pow(A[i], 2.0);
#pragma endscop
}

static void library(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    D[i] = pow(A[i], 2.0) + sqrt(A[i]) + exp(-A[i]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.5 + 1;
  apply(poly, mix, N);
  library(N);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", B[i], C[i], D[i]);
  return 0;
}
