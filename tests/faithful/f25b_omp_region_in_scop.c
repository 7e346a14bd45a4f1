/* The user's OpenMP inside a SCoP: a `parallel` region with an `omp for`, `parallel for collapse(2)`,
   `omp atomic` on an update and `reduction(max:..) reduction(+:..)` clauses (all run sequentially by
   the original build; the translation makes its own parallel code). */
#include <stdio.h>
#define N 60
double A[N][N], T[N][N], B[N];
int main(void) {
  int i, j;
  double s = 0.0, mx = -1e30;
#pragma scop
#pragma omp parallel
  {
#pragma omp for private(j)
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
        A[i][j] = (i * 7 + j * 3) % 11 - 5.0;
  }
#pragma omp parallel for collapse(2)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      T[i][j] = A[i][j] * 0.5 + A[j][i];
  for (i = 0; i < N; i++) {
    B[i] = 0.0;
    for (j = 0; j < N; j++)
#pragma omp atomic
      B[i] += T[i][j];
  }
#pragma omp parallel for reduction(max:mx) reduction(+:s)
  for (i = 0; i < N; i++) {
    s += B[i];
    mx = mx > B[i] ? mx : B[i];
  }
#pragma endscop
  printf("%.6f %.6f %.6f %.6f\n", s, mx, B[3], A[5][9]);
  return 0;
}
