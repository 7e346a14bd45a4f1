/* An accumulator passed by pointer and written as acc[0] (and as acc[k] at a parameter index), called
   once with a separate scalar and once with a pointer into the array being summed (the sum then reads
   its own partial values: C's order matters), and a min over a row written into its own element. */
#include <stdio.h>
#define N 200
static double A[N], M[8][N];

static void sum_into(int n, const double *a, double *acc) {
#pragma scop
  for (int i = 0; i < n; i++)
    acc[0] += a[i];
#pragma endscop
}

static void min_row(int n, int k, double (*m)[N], double *out) {
#pragma scop
  for (int j = 0; j < n; j++)
    out[k] = m[k][j] < out[k] ? m[k][j] : out[k];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = (i % 13) * 0.5 - 2;
  for (int r = 0; r < 8; r++)
    for (int j = 0; j < N; j++) M[r][j] = ((r * 31 + j * 17) % 101) - 50.0;
  double s = 1.0;
  sum_into(N, A, &s);
  printf("%.17g\n", s);
  sum_into(N, A, &A[50]);
  printf("%.17g %.17g\n", A[50], A[51]);
  sum_into(N / 2, A + 1, A);
  printf("%.17g\n", A[0]);
  double out[8] = { 100, 100, 100, 100, 100, 100, 100, 100 };
  min_row(N, 3, M, out);
  min_row(N, 5, M, M[5] + 7);
  printf("%.17g %.17g\n", out[3], M[5][7 + 5]);
  return 0;
}
