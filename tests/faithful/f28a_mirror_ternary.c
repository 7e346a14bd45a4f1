/* Mirrored (reflecting) boundaries with ternaries in subscripts: A[i == 0 ? 1 : i - 1] and
   A[i == n - 1 ? n - 2 : i + 1], a symmetric 5-point smoother on an image whose edges reflect with
   `i > 0 ? i - 1 : 0` (clamped) and `j < m - 1 ? j + 1 : m - 2` (reflected), and a reflection written
   with abs-like arithmetic (i < 0 ? -i : i) over a padded window j - 2 .. j + 2, and with abs() itself
   (wt[abs(k)] * w[abs(j + k)], a band abs(i - j) <= 2 reading the row abs(i - j)). */
#include <stdio.h>
#include <stdlib.h>
#define N 48
#define R 20
#define C 24

static double a[N], b[N], img[R][C], out[R][C], w[N], f5[N];

static void mirror1(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    b[i] = 0.25 * a[i == 0 ? 1 : i - 1] + 0.5 * a[i] + 0.25 * a[i == n - 1 ? n - 2 : i + 1];
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    s += b[i] * (i + 1);
  printf("mirror1 n=%d %.6f\n", n, s);
}

static void smooth(int r, int c) {
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      out[i][j] = (img[i > 0 ? i - 1 : 0][j] + img[i < r - 1 ? i + 1 : r - 1][j] +
                   img[i][j > 0 ? j - 1 : 1] + img[i][j < c - 1 ? j + 1 : c - 2] + 4.0 * img[i][j]) / 8.0;
#pragma endscop
  double s = 0;
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      s += out[i][j] * ((i * 3 + j) % 17 + 1);
  printf("smooth %dx%d %.6f\n", r, c, s);
}

static void window5(int n) {
#pragma scop
  for (int j = 0; j < n; j++) {
    f5[j] = 0.0;
    for (int k = -2; k <= 2; k++)
      f5[j] += (k == 0 ? 0.4 : 0.15) * w[j + k < 0 ? -(j + k) : (j + k >= n ? 2 * n - 2 - (j + k) : j + k)];
  }
#pragma endscop
  double s = 0;
  for (int j = 0; j < n; j++)
    s += f5[j] * (j % 5 + 1);
  printf("window5 n=%d %.6f\n", n, s);
}

/* a symmetric filter's weights wt[abs(k)] over a signal reflected at 0 by abs(j + k), and a band of a
   matrix chosen by abs(i - j) <= 2 that reads the row abs(i - j) the same sweep writes */
static double wt[4], g5[N], band[N][N];

static void reflect_abs(int n) {
#pragma scop
  for (int j = 0; j < n; j++) {
    g5[j] = 0.0;
    for (int k = -3; k <= 3; k++)
      g5[j] += wt[abs(k)] * w[abs(j + k)];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (abs(i - j) <= 2)
        band[i][j] = band[abs(i - j)][j] * 0.5 + 1.0;
#pragma endscop
  double s = 0;
  for (int j = 0; j < N; j++) {
    s += g5[j] * (j % 7 + 1);
    for (int i = 0; i < N; i++)
      s += band[i][j] * ((i + 2 * j) % 5);
  }
  printf("reflect_abs n=%d %.6f\n", n, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 13) % 7) - 2.5;
    w[i] = 0.125 * ((i * 5) % 9) + (i % 2);
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      img[i][j] = (double)((i * 7 + j * 11) % 23) * 0.25;
  mirror1(N - 1 + argc);
  mirror1(2 * argc);
  mirror1(3 * argc);
  smooth(R, C);
  smooth(2 * argc, 2 * argc);
  smooth(R - 5, 3);
  window5(N);
  window5(3 * argc);
  window5(4 * argc);
  for (int k = 0; k < 4; k++)
    wt[k] = 1.0 / (k + 2);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      band[i][j] = (double)((i * 5 + j) % 9);
  reflect_abs(N - 4 + argc);
  reflect_abs(1 * argc);
  reflect_abs(3 * argc);
  return 0;
}
