/* VLA parameters that point into the middle of the caller's arrays: every call writes the row before
   row 0 (a[-1], a[i - 1] from i = 0). C allows it (the caller passes A + 1); a device copy of the rows
   0 .. n - 1 has no such row, so CUDA and OpenCL keep these SCoPs on the host, and OpenMP, which indexes
   the caller's pointer, runs them in parallel. */
#include <stdio.h>
#define N 64
static double A[N + 2], B[N + 2], M[N][N];

static void mark(int n, double a[n]) {
#pragma scop
  a[-1] = 7;
  for (int i = 0; i < n; i++)
    a[i] = a[i] + i;
#pragma endscop
}

static void shift_down(int n, double a[n], const double b[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    a[i - 1] = b[i] * 2;
#pragma endscop
}

static void rows_up(int n, int m, double a[n][m]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i - 1][j] = a[i - 1][j] + a[i][j] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 2; i++) { A[i] = i % 5; B[i] = (i * 3) % 7; }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) M[i][j] = (i + 2 * j) % 9;
  mark(N, A + 1);
  mark(0, A + 5);
  shift_down(N, B + 1, A + 2);
  shift_down(1, A + 10, B);
  rows_up(N - 1, N, (double (*)[N])M[1]);
  double s = 0;
  for (int i = 0; i < N + 2; i++) s = s * 0.99 + A[i] + 2 * B[i];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s = s * 0.999 + M[i][j];
  printf("%.12g\n", s);
  return 0;
}
