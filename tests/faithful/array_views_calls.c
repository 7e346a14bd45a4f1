/* Views of arrays as callers write them: a pointer to a whole 1-D array (`&V` as `double (*)[N]`), rows
   of one 2-D array as two 1-D parameters (`f(A[0], A[1], ...)`, `f(A[1], A[0], ...)`, `f(A[2], A[2], ...)`,
   `f(A[3] + 1, A[3], ...)`), and a pointer offset by an argc-dependent amount in main; `(*v)[i]` keeps
   its SCoP sequential, with a warning. */
#include <stdio.h>
#define N 64
static double V[N], A[N][N];

static void whole(double (*v)[N], int n) {
#pragma scop
  for (int i = 1; i < n; i++)
    (*v)[i] = (*v)[i] + (*v)[i - 1] * 0;
  for (int i = 0; i < n; i++)
    v[0][i] = v[0][i] * 0.5 + i;
#pragma endscop
}

static void rows(double *x, const double *y, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = x[i] * 0.75 + y[i] + y[n - 1 - i] * 0.125;
#pragma endscop
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++) { V[i] = i % 9; for (int j = 0; j < N; j++) A[i][j] = (i * 5 + j) % 13; }
  whole(&V, N);
  rows(A[0], A[1], N);
  rows(A[1], A[0], N);
  rows(A[2], A[2], N);
  rows(A[3] + 1, A[3], N - 1);
  double *p = V + (argc - 1);
  rows(p, V + 10, N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + V[i]; for (int j = 0; j < N; j++) s += A[i][j] * 1e-3; }
  printf("%.10g\n", s);
  return 0;
}
