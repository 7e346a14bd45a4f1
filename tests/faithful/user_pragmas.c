/* Under --autodetect: pragmas of the user's right before a nest (#pragma omp parallel for, #pragma GCC
   ivdep) go with the nest, or they would apply to the generated code; s2s does not look inside a loop
   with its own pragma (here an OpenMP loop that is not static control: its inner nest stays as written). */
#include <stdio.h>
#define N 64
double A[N][N], B[N], C[N][N];
int main(void) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = i + j;
#pragma GCC ivdep
  for (i = 0; i < N; i++)
    B[i] = A[i][i] * 2;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++) {
    if (B[i] > 10)
      continue;
    for (j = 0; j < N; j++)
      C[i][j] = A[j][i] + 1;
  }
  for (i = 0; i < N; i++) printf("%g %g %g\n", A[3][i], B[i], C[i][5]);
  return 0;
}
