/* One function with a SCoP called on overlapping views of one array: f(A, A, n), f(A, A + n, n),
   f(A + 1, A, n), f(A, A + 1, n), with sizes 0, 1 and odd sizes, the host changing A between calls. */
#include <stdio.h>
#define N 200
static double A[2 * N + 2];

static void smooth(double *out, const double *in, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    out[i] = 0.25 * in[i] + 0.75 * in[i + 1];
#pragma endscop
}

static void transpose_add(int n, double (*a)[N], double (*b)[N]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = a[i][j] + b[j][i];
#pragma endscop
}

static double M[N][N];

static double sum(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 0.999 + p[i];
  return s;
}

int main(void) {
  int sizes[] = {0, 1, 2, 7, N, N - 1, 33};
  for (int k = 0; k < 7; k++) {
    int n = sizes[k];
    for (int i = 0; i < 2 * N + 2; i++) A[i] = (i * 7 % 13) - 6 + k;
    smooth(A, A, n);
    printf("%d a %.12g\n", n, sum(A, 2 * N + 2));
    smooth(A, A + n, n);
    printf("%d b %.12g\n", n, sum(A, 2 * N + 2));
    smooth(A + 1, A, n);
    printf("%d c %.12g\n", n, sum(A, 2 * N + 2));
    A[n] += 1.5;
    smooth(A + n + 1, A, n);
    printf("%d d %.12g\n", n, sum(A, 2 * N + 2));
    smooth(A + 2, A + 1, n);
    printf("%d e %.12g\n", n, sum(A, 2 * N + 2));
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) M[i][j] = (i - 2 * j) % 5;
  transpose_add(N, M, M);
  transpose_add(N / 2, M + 1, M);
  transpose_add(N / 3, M, M + N / 3);
  transpose_add(1, M + N - 1, M);
  transpose_add(0, M, M);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s = s * 0.9999 + M[i][j] * (1 + (i + j) % 3);
  printf("M %.12g\n", s);
  return 0;
}
