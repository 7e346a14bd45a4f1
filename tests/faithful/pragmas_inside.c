/* Pragmas of the user inside a SCoP, on its loops: `#pragma omp simd`, `#pragma GCC unroll 4`,
   `#pragma GCC ivdep` on an inner loop.  The compilers apply them to the loop after them: they cannot be
   copied onto the generated loops, whose order differs (the translation drops them). */
#include <stdio.h>
#define N 64
static double A[N][N], B[N], C[N];

int main(void) {
  for (int i = 0; i < N; i++) { B[i] = i; C[i] = 0; for (int j = 0; j < N; j++) A[i][j] = (i + j) % 7; }
#pragma scop
  for (int i = 0; i < N; i++) {
#pragma omp simd
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] * 2 + B[j];
  }
#pragma GCC unroll 4
  for (int i = 0; i < N; i++)
    C[i] = C[i] + B[i] * 0.5;
  for (int i = 1; i < N; i++) {
#pragma GCC ivdep
    for (int j = 0; j < N; j++)
      A[i][j] = A[i - 1][j] + C[j];
  }
#pragma endscop
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int j = 0; j < N; j++) s += A[i][j] * (j + 1);
    printf("%d %g %g\n", i, s, C[i]);
  }
  return 0;
}
