/* Clamping as image and particle codes write it: MIN/MAX macros in subscripts (A[MIN(i + 1, n - 1)],
   A[MAX(i - 2, 0)]), nested clamps CLAMP(i + d, 0, n - 1) with d from -3 to 3, a band of a matrix whose
   bounds are MAX(0, i - w) and MIN(n, i + w + 1), a bound from a ternary of two parameters, and a clamp
   through fmin/fmax of doubles converted back to int in a subscript (not affine). */
#include <math.h>
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX(x, lo), hi)
#define N 50

static double a[N], b[N], c[N], M[N][N], band[N], g[N];

static void clamp1(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    b[i] = a[MAX(i - 2, 0)] - 2.0 * a[i] + a[MIN(i + 1, n - 1)];
  for (int i = 0; i < n; i++) {
    c[i] = 0.0;
    for (int d = -3; d <= 3; d++)
      c[i] += (4 - (d < 0 ? -d : d)) * a[CLAMP(i + d, 0, n - 1)];
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    s += b[i] * (i + 1) + c[i] * (i % 3 + 1);
  printf("clamp1 n=%d %.6f\n", n, s);
}

static void banded(int n, int w, int lim) {
#pragma scop
  for (int i = 0; i < n; i++) {
    band[i] = 0.0;
    for (int j = MAX(0, i - w); j < MIN(n, i + w + 1); j++)
      band[i] += M[i][j] * a[j];
  }
  for (int i = 0; i < (lim < n ? lim : n); i++)
    for (int j = MIN(i, w); j <= MAX(i, w) && j < n; j++)
      M[i][j] += 0.5;
#pragma endscop
  double s = 0, t = 0;
  for (int i = 0; i < n; i++) {
    s += band[i] * (i + 1);
    for (int j = 0; j < n; j++)
      t += M[i][j] * ((i + 2 * j) % 5);
  }
  printf("banded n=%d w=%d lim=%d %.6f %.6f\n", n, w, lim, s, t);
}

static void fclamp(int n, double lo, double hi) {
#pragma scop
  for (int i = 0; i < n; i++)
    g[i] = a[(int)fmin(fmax((double)i - lo, 0.0), hi)] + 1.0;
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    s += g[i] * (i + 1);
  printf("fclamp n=%d %.6f\n", n, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 17) % 13) * 0.5 - 3.0;
    for (int j = 0; j < N; j++)
      M[i][j] = (double)((i + 3 * j) % 7) - 3.0;
  }
  int k = argc;
  clamp1(N - 1 + k);
  clamp1(1 * k);
  clamp1(2 * k);
  clamp1(4 * k);
  banded(N, 3 * k, 40);
  banded(7, 0 * k, 3);
  banded(2 * k, 5, 9);
  banded(1 * k, 1, 0);
  fclamp(N, 2.5, 40.0);
  return 0;
}
