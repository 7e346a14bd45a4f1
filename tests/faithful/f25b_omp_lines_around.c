/* `#pragma omp parallel for`, `omp simd` and `omp critical` lines right before, after and inside
   SCoPs of the user's file. */
#include <stdio.h>
#define N 64

double A[N][N], B[N][N], C[N], total;

static void kernel(int n) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (double)((i * 3 + j * 5) % 13) - 6.0;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      B[i][j] = A[i][j] * A[j][i] + 1.0;
#pragma endscop
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    double s = 0;
#pragma omp simd reduction(+:s)
    for (j = 0; j < n; j++) s += B[i][j];
    C[i] = s;
  }
#pragma scop
  for (i = 0; i < n; i++) {
#pragma omp simd
    for (j = 0; j < n; j++)
      B[i][j] = B[i][j] - C[i] / n;
  }
#pragma endscop
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    double s = B[i][i];
#pragma omp critical
    total += s;
  }
}

int main(void) {
  kernel(N);
  double h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) h += B[i][j] * ((i + 2 * j) % 7);
  printf("%.10f %.10f %.10f %.10f\n", h, total, C[3], B[5][7]);
  return 0;
}
