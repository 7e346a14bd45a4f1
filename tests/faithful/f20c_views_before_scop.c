/* Row views set before the SCoP: double *row = A + i * n, *prev = row - n, a pointer into the middle
   of an array (mid = A + n * n / 2), and the array itself read by name in the same SCoP; one view is
   const-qualified but the array behind it is written. */
#include <stdio.h>
#define N 24
static double A[N * N], B[N * N];

static void update_row(int n, int i) {
  double *row = A + i * n;
  const double *prev = row - n;
  double *mid = A + n * n / 2;
#pragma scop
  for (int j = 1; j < n - 1; j++)
    row[j] = prev[j - 1] * 0.25 + prev[j + 1] * 0.25 + A[(i - 1) * N + j] * 0.5 + mid[j] * 0.001;
#pragma endscop
}

static void scale_from(int n, const double *src, double *dst) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      dst[i * N + j] = src[j * N + i] * 2 - B[i * N + j];
#pragma endscop
}

int main(void) {
  for (int k = 0; k < N * N; k++) { A[k] = (k % 23) * 0.125 - 1; B[k] = (k % 7) * 0.5; }
  for (int i = 1; i < N; i++) update_row(N, i);
  scale_from(N, A, B);                 /* reads A, writes B, and reads B by name */
  scale_from(N / 2, B + N / 2, B);     /* transposed read of a shifted view of the written array */
  double s = 0;
  for (int k = 0; k < N * N; k++) s += A[k] * (k % 5 + 1) + B[k];
  printf("%.17g\n", s);
  for (int k = 0; k < N * N; k += 37) printf("%.17g %.17g\n", A[k], B[k]);
  return 0;
}
