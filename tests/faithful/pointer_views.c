/* Pointers that view the same storage in other ways: a global pointer into a global array the SCoP
   also names, a local pointer set before the SCoP, a 1-D pointer into a 2-D array passed beside it, a
   VLA parameter of another row length over the same storage, an array of row pointers and a double **
   whose rows overlap. */
#include <stdio.h>
#define N 32
double G[N * 2];
double *gp;
double M[N][N];
double F[N * N];
double *rows[N];

static void global_ptr(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    gp[i] = G[i] * 2 + 1;
#pragma endscop
}

static void local_ptr(int n) {
  double *p = G + 3;
#pragma scop
  for (int i = 0; i < n; i++)
    G[i + 1] = p[i] - 0.5;
#pragma endscop
}

static void flat_and_rows(int n, double *x, double (*A)[N]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] + x[j];
#pragma endscop
}

static void two_shapes(int n, int m, int k, double (*A)[m], double (*B)[k]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m && j < k; j++)
      A[i][j] = B[i][j] * 0.5 + i;
#pragma endscop
}

static void jagged(int n, double **R) {
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      R[i][j] = R[i - 1][j] + 1;
#pragma endscop
}

static double sum(const double *v, int len) {
  double s = 0;
  for (int i = 0; i < len; i++) s = s * 0.75 + v[i];
  return s;
}

int main(void) {
  for (int i = 0; i < 2 * N; i++) G[i] = i % 9;
  gp = G + 1;
  global_ptr(N);
  printf("%.17g\n", sum(G, 2 * N));
  gp = G + N;
  global_ptr(N);
  printf("%.17g\n", sum(G, 2 * N));
  local_ptr(N);
  printf("%.17g\n", sum(G, 2 * N));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) M[i][j] = (i + j) % 5;
  flat_and_rows(N, &M[0][0] + 3, M);
  flat_and_rows(N, &M[N - 1][0], M);
  printf("%.17g\n", sum(&M[0][0], N * N));
  for (int i = 0; i < N * N; i++) F[i] = i % 7;
  two_shapes(20, 24, 30, (double (*)[24])F, (double (*)[30])(F + 5));
  two_shapes(20, 30, 24, (double (*)[30])(F + 1), (double (*)[24])F);
  printf("%.17g\n", sum(F, N * N));
  for (int i = 0; i < N; i++) rows[i] = F + i * 16;   /* rows overlap: row i + 1 is row i's second half */
  jagged(N, rows);
  printf("%.17g\n", sum(F, N * N));
  return 0;
}
