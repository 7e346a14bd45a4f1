/* Macros that expand to loop headers (FOR(i, lo, hi), REP(i, n) over an iterator declared in the
   function, a reversed RFOR), to subscripts (IDX) and to a whole statement, nested in one another. */
#include <stdio.h>
#define FOR(i, lo, hi) for (int i = (lo); i < (hi); i++)
#define REP(i, n) for (i = 0; i < (n); ++i)
#define RFOR(i, hi, lo) for (int i = (hi) - 1; i >= (lo); --i)
#define IDX(r, c) [(r)][(c)]
#define AXPY(y, a, x) (y) += (a) * (x)
#define N 30
#define M 20
static double A[N][M], B[N][M], x[M], y[N];

static void kernel(int n, int m, double a) {
  int i, j;
  REP(i, n) REP(j, m) B IDX(i, j) = A IDX(i, j) * a + i;
  FOR(k, 0, n) {
    FOR(l, 1, m) AXPY(y[k], B[k][l], x[l - 1]);
  }
#pragma scop
  REP(i, n)
    REP(j, m)
      A IDX(i, j) = B IDX(i, j) - A IDX(i, j) * a;
  FOR(k, 0, n) {
    FOR(l, 1, m) AXPY(y[k], A[k][l], x[l - 1]);
  }
  RFOR(k, m, 1)
    x[k] = x[k - 1] + x[k] * 0.5;
#pragma endscop
  printf("i=%d j=%d\n", i, j);
}

int main(void) {
  for (int i = 0; i < N; i++) { y[i] = 0; for (int j = 0; j < M; j++) A[i][j] = (i * j) % 7 - 3; }
  for (int j = 0; j < M; j++) x[j] = j * 0.25;
  kernel(N, M, 0.5);
  kernel(N / 2, M - 5, -1.25);
  for (int i = 0; i < N; i++) printf("%d %g\n", i, y[i]);
  for (int j = 0; j < M; j++) printf("x%d %g\n", j, x[j]);
  return 0;
}
