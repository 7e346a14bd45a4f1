/* The user's own loop pragmas inside and around SCoPs, as in code already tuned by hand: `#pragma omp
   parallel for` on the outer loop of a SCoP (and a reduction clause), `#pragma omp simd` on an inner
   loop, `#pragma GCC ivdep` and `#pragma GCC unroll 4` and `#pragma unroll` on loops of a SCoP, and an
   `omp parallel for` on a host loop just before a SCoP. */
#include <stdio.h>
#define N 120
double A[N][N], B[N][N], x[N], y[N];

static void user_omp(int n) {
#pragma scop
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * 2.0 + (i - j);
#pragma endscop
}

static void user_simd(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
#pragma omp simd
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] + B[j][i] * 0.5;
  }
#pragma endscop
}

static void ivdep_unroll(int n) {
#pragma scop
#pragma GCC ivdep
  for (int i = 0; i < n; i++)
    x[i] = x[i] * 0.5 + y[i];
#pragma GCC unroll 4
  for (int i = 1; i < n; i++)
    y[i] = y[i - 1] + x[i];
#pragma endscop
}

static double user_reduction(int n) {
  double s = 0;
#pragma scop
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
#pragma unroll
    for (int j = 0; j < n; j++)
      s += A[i][j] * (j + 1);
#pragma endscop
  return s;
}

int main(void) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    x[i] = i * 0.125;
    y[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++) A[i][j] = ((i + 3 * j) % 19) * 0.5;
  }
  user_omp(N);
  user_simd(N);
  ivdep_unroll(N);
  double r = user_reduction(N);
  user_omp(N - 11);
  double s = r;
  for (int i = 0; i < N; i++) {
    s += x[i] + y[i];
    for (int j = 0; j < N; j++) s += B[i][j] / (i + j + 1);
  }
  printf("%.17g %.17g\n", r, s);
  return 0;
}
