/* Buffers swapped by pointer between executions of a SCoP in a time loop: 1-D pointer parameters, pointers
   to VLA rows, and a swap through a pointer to pointer; sizes changing with the time step. */
#include <stdio.h>
#include <stdlib.h>
#define N 160

static void jacobi1(double *a, double *b, int n, int steps) {
  for (int t = 0; t < steps; t++) {
#pragma scop
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
#pragma endscop
    double *tmp = a; a = b; b = tmp;
  }
}

static void jacobi2(int n, double (*a)[n], double (*b)[n], int steps) {
  for (int t = 0; t < steps; t++) {
    int m = n - t;
#pragma scop
    for (int i = 1; i < m - 1; i++)
      for (int j = 1; j < m - 1; j++)
        b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma endscop
    double (*tmp)[n] = a; a = b; b = tmp;
  }
}

static void swap(double **x, double **y) { double *t = *x; *x = *y; *y = t; }

static void jacobi3(double *a, double *b, int n, int steps) {
  double *cur = a, *nxt = b;
  for (int t = 0; t < steps; t++) {
#pragma scop
    for (int i = 1; i < n - 1; i++)
      nxt[i] = cur[i] * 0.5 + (cur[i - 1] + cur[i + 1]) * 0.25;
#pragma endscop
    swap(&cur, &nxt);
  }
}

int main(void) {
  static double A[N], B[N];
  for (int i = 0; i < N; i++) { A[i] = i % 13; B[i] = 0; }
  jacobi1(A, B, N, 5);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i] * 0.5;
  printf("%.10g\n", s);
  double (*P)[N] = malloc(sizeof(double[N][N])), (*Q)[N] = malloc(sizeof(double[N][N]));
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { P[i][j] = (i * j) % 7; Q[i][j] = 0; }
  jacobi2(N, P, Q, 6);
  s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s = s * 0.9999 + P[i][j] + Q[i][j] * 0.5;
  printf("%.10g\n", s);
  jacobi3(A, B, N, 7);
  s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i] * 0.5;
  printf("%.10g\n", s);
  free(P); free(Q);
  return 0;
}
