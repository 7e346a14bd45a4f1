/* Array parameters in the forms users write: `double (*a)[M]` and `double a[][M]` for one 2-D global, a
   `const double (*)[M]` read beside it, `double a[N][M]` (a pointer despite its first extent), a row
   pointer `a[2]` passed as a vector, and `float v[static 4]`; the caller passes offsets into the arrays. */
#include <stdio.h>
#define N 24
#define M 10
static double X[N][M], Y[N][M];
static const double W[N][M] = {{1, 2, 3}, {4, 5}, [7] = {0, 0, 9}};
static float V[N];

static void add(int n, double (*a)[M], double b[][M], const double (*w)[M]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = a[i][j] + b[i][j] * w[i][j] + w[n - 1 - i][M - 1 - j];
#pragma endscop
}

static void col(int n, double a[N][M], double *row, float v[static 4]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i][j] += row[j] * v[i % 4];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { V[i] = i * 0.5f - 1; for (int j = 0; j < M; j++) { X[i][j] = i - j; Y[i][j] = (i * j) % 5; } }
  add(N, X, Y, W);
  add(N / 2, X + 3, Y + 5, W + 1);
  col(N / 3, Y + 8, X[2], V + 2);
  col(N, X, Y[20], V);
  for (int i = 0; i < N; i++) {
    double a = 0, b = 0;
    for (int j = 0; j < M; j++) { a += X[i][j] * (j + 1); b += Y[i][j] * (j + 1); }
    printf("%d %g %g\n", i, a, b);
  }
  return 0;
}
