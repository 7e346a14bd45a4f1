/* Sizes a SCoP's callers pass: negative, zero and one, lower bounds above upper ones, an offset
   parameter in the subscript and a max into a scalar read after the SCoP; SCoPs whose subscripts may
   go below zero stay sequential, with a warning. */
#include <stdio.h>
#define N 90
static double A[N][N], V[N + 10];

static void tri(double (*a)[N], int lo, int hi) {
#pragma scop
  for (int i = lo; i < hi; i++)
    for (int j = lo; j <= i; j++)
      a[i][j] = a[i][j] * 0.5 + a[j][i] * 0.25 + i - j;
#pragma endscop
}

static void shift(double *v, int off, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    v[i + off] = v[i + off] + i * 0.5;
  for (int i = n - 1; i >= 0; i--)
    v[i] = v[i] * 2 - 1;
#pragma endscop
}

static double lastv;
static void scalar_out(const double *v, int n) {
  double m = -1;
#pragma scop
  for (int i = 0; i < n; i++)
    m = m > v[i] ? m : v[i];
#pragma endscop
  lastv = m;
}

int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = (i * 5 + j * 3) % 17;
  for (int i = 0; i < N + 10; i++) V[i] = i % 9;
  int los[] = {-3, 0, 5, 40, 80, 89};
  int his[] = {-5, 0, 1, 60, 89, 90, 2};
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 7; b++) {
      if (los[a] >= 0 || his[b] <= los[a]) tri(A, los[a] < 0 ? 0 : los[a], his[b]);
      shift(V, a, his[b] - a * 3);
      scalar_out(V, his[b]);
      printf("%d %d %.10g\n", a, b, lastv);
    }
  double s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s = s * 0.9999 + A[i][j];
  for (int i = 0; i < N + 10; i++) s += V[i];
  printf("%.10g\n", s);
  return 0;
}
