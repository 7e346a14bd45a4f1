/* SCoPs in functions declared before their callers and defined after them: prototypes with `[*]` VLA
   extents and no parameter names, a K&R definition after a prototype, a `void` parameter list, and
   `const`/`restrict` pointers (including `double *const` and `double a[restrict static 1]`); main
   checks the results through a checksum function. */
#include <stdio.h>
#define N 48
static void smooth(int, int, double [*][*], const double [*][*]);
static void knr();
static void glob(void);
static double checksum(int, const double *);
double G[N], H[N];

int main(void) {
  static double a[N][N], b[N][N];
  for (int i = 0; i < N; i++) {
    G[i] = i % 6; H[i] = 0;
    for (int j = 0; j < N; j++) { a[i][j] = 0; b[i][j] = (i * j) % 10; }
  }
  smooth(N, N, a, b);
  smooth(N / 2, N, a, a);        /* reads what it writes: the original code (a pointer overlap) */
  knr(N, 2.0, G, H);
  glob();
  double s = checksum(N * N, &a[0][0]) + checksum(N, G) + checksum(N, H);
  printf("%.12g\n", s);
  return 0;
}

static void smooth(int n, int m, double a[n][m], const double b[n][m]) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      a[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
#pragma endscop
}

static void knr(n, f, x, y)
  int n;
  double f;
  const double *const x;
  double y[restrict static 1];
{
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = f * x[i] + y[i] * 0.5;
#pragma endscop
}

static void glob(void)
{
#pragma scop
  for (int i = 1; i < N; i++)
    G[i] = H[i - 1] - G[i];
#pragma endscop
}

static double checksum(int n, const double *p) {
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 0.999 + p[i];
  return s;
}
