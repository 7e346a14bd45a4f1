/* Pointers as functions compute them before a SCoP: a row pointer `a + k * n`, a pointer parameter
   reassigned to overlap another (`b = a + 1`), a copy of the parameter's old value, the caller passing
   overlapping views (`rowops(A, A + N, ...)`); rows reached through `double **` (pairwise equal rows,
   rows one element apart, rows from malloc) keep their SCoP sequential, with a warning. */
#include <stdio.h>
#include <stdlib.h>
#define N 120
static double A[N * N], B[N * N];

static void rowops(double *a, double *b, int n, int k) {
  double *row = a + k * n;      /* a row of a */
  double *col = b;
  b = a + 1;                    /* parameter reassigned: b now overlaps a */
#pragma scop
  for (int i = 0; i < n - 1; i++)
    b[i] = row[i] * 0.5 + col[i];
#pragma endscop
}

static void rows2(double **r, int n, int m) {
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      r[i][j] = r[i - 1][j] * 0.5 + r[i][j];
#pragma endscop
}

static double sum(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 0.999 + p[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N * N; i++) { A[i] = (i * 7 % 11) - 5; B[i] = (i * 3 % 7) * 0.25; }
  rowops(A, B, N, 0);
  printf("a %.10g %.10g\n", sum(A, N * N), sum(B, N * N));
  rowops(A, B, N, 3);
  printf("b %.10g %.10g\n", sum(A, N * N), sum(B, N * N));
  rowops(A, A + N, N, 1);
  printf("c %.10g\n", sum(A, N * N));
  double *r[N];
  for (int i = 0; i < N; i++) r[i] = B + (i / 2) * N;   /* rows pairwise equal */
  rows2(r, N, N);
  printf("d %.10g\n", sum(B, N * N));
  for (int i = 0; i < N; i++) r[i] = B + i;   /* overlapping rows */
  rows2(r, N, N);
  printf("e %.10g\n", sum(B, N * N));
  double **h = malloc(N * sizeof *h);
  for (int i = 0; i < N; i++) { h[i] = malloc(N * sizeof **h); for (int j = 0; j < N; j++) h[i][j] = i - j; }
  rows2(h, N, N);
  double s = 0;
  for (int i = 0; i < N; i++) { s += sum(h[i], N); free(h[i]); }
  free(h);
  printf("f %.10g\n", s);
  return 0;
}
