/* SCoPs in `static inline` functions (one `inline` called from two places, one always_inline). */
#include <stdio.h>
#define N 36

static inline void scale_rows(int n, double a[N][N], double f) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = a[i][j] * f + i - j;
#pragma endscop
}

static inline __attribute__((always_inline)) double trace(int n, double a[N][N]) {
  int i;
  double t = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    t += a[i][i];
#pragma endscop
  return t;
}

int main(void) {
  static double M[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) M[i][j] = ((i ^ j) & 7) * 0.5;
  scale_rows(N, M, 0.5);
  double t1 = trace(N, M);
  scale_rows(N / 2, M, 2.0);
  printf("%.10f %.10f %.10f %.10f\n", t1, trace(N, M), M[3][4], M[N - 1][N - 2]);
  return 0;
}
