/* The user's own `#pragma omp parallel for` (with clauses) on loops inside a SCoP, and a
   `#pragma omp parallel for reduction` on a sum in one. */
#include <stdio.h>
#define N 70

static double X[N][N], Y[N][N], r[N];

int main(void) {
  int i, j;
  double total = 0.0;
#pragma scop
#pragma omp parallel for private(j) schedule(static)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      X[i][j] = (double)((i * 11 + j * 7) % 19) - 9.0;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      Y[j][i] = X[i][j] * 2.0 + X[j][i];
  for (i = 0; i < N; i++) {
    r[i] = 0.0;
    for (j = 0; j < N; j++)
      r[i] += Y[i][j];
  }
#pragma omp parallel for reduction(+:total)
  for (i = 0; i < N; i++)
    total += r[i] * (i % 3);
#pragma endscop
  printf("%.10f %.10f %.10f\n", total, r[5], Y[3][60]);
  return 0;
}
