/* Negative offsets from a pointer into the middle of an array: `p[-i] = q[i]` with p at the end of
   its range (an in-place reversal through two names, a shifted one, p and q meeting at one element, and
   disjoint), and rows above a pointer to rows (`r[-i][j]`, not modelled: that SCoP stays sequential with
   a warning). */
#include <stdio.h>
#define N 64
double A[3 * N];
double M[2 * N][N];

/* p[-i] = q[i]: p points at the end of its range */
static void rev(int n, double *p, const double *q) {
#pragma scop
  for (int i = 0; i < n; i++)
    p[-i] = q[i] * 0.5 + (i % 4);
#pragma endscop
}

/* rows above the pointer: r[-i][j] */
static void uprows(int n, int m, double (*r)[N], double (*s)[N]) {
#pragma scop
  for (int i = 1; i <= n; i++)
    for (int j = 0; j < m; j++)
      r[-i][j] = s[i - 1][j] + r[-i][j] * 0.25;
#pragma endscop
}

static void reset(void) {
  for (int i = 0; i < 3 * N; i++) A[i] = (i % 9) - 3.0;
  for (int i = 0; i < 2 * N; i++)
    for (int j = 0; j < N; j++) M[i][j] = ((i * 5 + j) % 11) * 0.5;
}
static void show(void) {
  double s = 0, t = 0;
  for (int i = 0; i < 3 * N; i++) s += A[i] * ((i % 17) + 1);
  for (int i = 0; i < 2 * N; i++)
    for (int j = 0; j < N; j++) t += M[i][j] * ((i + 3 * j) % 13);
  printf("%.17g %.17g\n", s, t);
}
int main(void) {
  reset(); rev(N, A + N - 1, A); show();          /* in-place reversal through two names */
  reset(); rev(N, A + 2 * N - 1, A + N / 2); show();
  reset(); rev(N, A + N, A + N); show();          /* p[-i] and q[i] meet at i = 0 only */
  reset(); rev(N, A + 3 * N - 1, A); show();      /* disjoint */
  reset(); uprows(N, N, M + N, M); show();        /* rows N-1..0 written from rows 0..N-1 */
  reset(); uprows(N / 2, N, M + N, M + N / 2); show();
  reset(); uprows(N, N, M + 2 * N, M); show();    /* disjoint */
  return 0;
}
