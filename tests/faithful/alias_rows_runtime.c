/* Pointer parameters that point into the same array at run time: rows passed as `double (*A)[N]` and
   `double (*B)[N]` one row apart (B = A + 1: B[i][j] is A[i + 1][j]), the same rows (B = A), rows far
   apart (disjoint), a pointer parameter that is the global the SCoP also writes by name, and a restrict
   pair that really is disjoint. */
#include <stdio.h>
#define N 160
double M[N + 4][N];
double G[N * 4];

static void rows(int n, double (*A)[N], double (*B)[N]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] * 0.5 + B[i][j];
#pragma endscop
}

static void vec(int n, double *p) {
#pragma scop
  for (int i = 1; i < n; i++) {
    G[i] = G[i] + p[i - 1];
    p[i] = p[i] * 0.75;
  }
#pragma endscop
}

static void rvec(int n, double *restrict a, const double *restrict b) {
#pragma scop
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 2.0 * b[n - 1 - i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 4; i++)
    for (int j = 0; j < N; j++) M[i][j] = (i * 3 + j) % 10 * 0.25;
  for (int i = 0; i < 4 * N; i++) G[i] = i % 13;
  rows(N, M, M + 1);
  rows(N, M + 1, M);
  rows(N / 2, M, M);
  rows(2, M, M + N);
  vec(2 * N, G);
  vec(N, G + 5);
  vec(N, G + N * 2);
  rvec(N, G, G + N);
  double s = 0;
  for (int i = 0; i < N + 4; i++)
    for (int j = 0; j < N; j++) s += M[i][j] * ((i + j) % 7 + 1);
  for (int i = 0; i < 4 * N; i++) s += G[i] * (i % 5 + 1);
  printf("%.12g\n", s);
  return 0;
}
