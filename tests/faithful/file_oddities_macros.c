/* The text of a file around and inside SCoPs: `#if 0` with text that is not C and `#ifdef` branches
   inside a region, loops written by macros (FOR, SWEEP), `#line` directives that rename the file, an
   `#include` inside a function, a user `#pragma omp parallel for` inside a region, and a very long
   statement line. */
#include <stdio.h>
#define N 128
#define FOR(i, n) for (int i = 0; i < (n); i++)
#define SWEEP(a, b, n) FOR(i, n) FOR(j, n) a[i][j] = b[j][i] + 1.0;
static double A[N][N], B[N][N];
static double V[N];

static void f(int n) {
#pragma scop
#if 0
  this is not C at all { {
#endif
  SWEEP(A, B, n)
#ifdef NOT_DEFINED
  for (int i = 0; i < n; i++) V[i] = 1 / 0;
#else
  FOR(i, n) V[i] = A[i][0] + A[0][i];
#endif
#pragma endscop
}

#line 500 "elsewhere.c"
static void g(int n) {
#include "file_oddities_body.inc"
#pragma scop
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = B[i][j] * 0.5 + A[i][j] * 0.25 + V[i] * 0.125 + V[j] * 0.0625 + (double)(i * j % 3) + (double)((i + j) % 5) * 0.5 + (double)((i - j + 1000) % 7) * 0.25 + 1.0 / (1.0 + i + j) + (i > j ? 1.0 : -1.0) * 0.01;
#pragma endscop
  (void)K_BODY;
}
#line 38 "file_oddities_macros.c"

int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) B[i][j] = (i * 3 + j) % 11;
  f(N); g(N); f(N / 2); g(N - 1);
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + V[i]; for (int j = 0; j < N; j++) s += (A[i][j] + B[i][j]) * 1e-3; }
  printf("%.10g\n", s);
  return 0;
}
