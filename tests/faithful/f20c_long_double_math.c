/* long double data and math: sinl/sqrtl/powl/fabsl/expl on long double arrays, long double
   accumulators over double data, unsuffixed and L-suffixed constants (0.1 vs 0.1L), and results
   narrowed to double for printing. */
#include <stdio.h>
#include <math.h>
#define N 60
#define M 12
static long double X[N], Y[N];
static double D[N], Z[N];
static long double ACC[M];
static double B[M][N];

int main(void) {
  for (int i = 0; i < N; i++) { X[i] = i * 0.1L - 2; D[i] = i * 0.1 - 2; }
  for (int m = 0; m < M; m++)
    for (int i = 0; i < N; i++) B[m][i] = (m + 1) * 1e-3 * (i - 20) + 1.0 / (i + 1);
#pragma scop
  for (int i = 0; i < N; i++) {
    Y[i] = X[i] * X[i] * X[i] + X[i] * 0.1 - X[i] * 0.1L + (long double)D[i] / 3;
    Z[i] = (double)(X[i] - D[i]) * 1e18 + sin(D[i]) + sqrt(X[i] * X[i]);
  }
  for (int m = 0; m < M; m++) {
    ACC[m] = 0;
    for (int i = 0; i < N; i++)
      ACC[m] += B[m][i] * B[m][i] + (long double)B[m][i] / 3;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    Y[i] += sinl(X[i]) + sqrtl(fabsl(X[i]) + 1) + powl(X[i], 3) + expl(X[i] * 0.1) - (double)sinl(D[i]);
#pragma endscop
  for (int i = 0; i < N; i += 4) printf("%.15Lg %.15g\n", Y[i], Z[i]);
  for (int m = 0; m < M; m++) printf("%.15Lg\n", ACC[m]);
  return 0;
}
