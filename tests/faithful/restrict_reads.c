/* restrict-qualified parameters that alias only where they are read (valid C: restrict constrains the
   objects that are modified): the same input passed twice, an output disjoint from an input that is a
   view of the same array, and restrict pointers to VLA rows read through two parameters. */
#include <stdio.h>
#define N 150
static double X[3 * N], M[N][N], R[N][N];

static void mul(double *restrict out, const double *restrict a, const double *restrict b, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    out[i] = a[i] * b[i] + a[n - 1 - i];
#pragma endscop
}

static void sym(int n, double (*restrict r)[n], const double (*restrict p)[n], const double (*restrict q)[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      r[i][j] = p[i][j] + q[j][i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 3 * N; i++) X[i] = (i * 7 % 19) * 0.25;
  mul(X + N, X, X, N);
  mul(X + 2 * N, X + N, X, N);
  mul(X, X + 2 * N, X + 2 * N, 1);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) M[i][j] = (i * 3 - j) % 11;
  sym(N, R, (const double (*)[N])M, (const double (*)[N])M);
  double s = 0;
  for (int i = 0; i < 3 * N; i++) s = s * 0.999 + X[i];
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += R[i][j] * 1e-4;
  printf("%.10g\n", s);
  return 0;
}
