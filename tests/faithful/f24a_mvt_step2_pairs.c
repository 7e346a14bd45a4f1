/* mvt (x1 += A y1, x2 += A^T y2) hand-unrolled by two: the row loops step by 2 (n even) and each body
   updates rows i and i + 1, the inner loops running `<= n - 1`. */
#include <stdio.h>

#define N 48

static double A[N][N], x1[N], x2[N], y1[N], y2[N];

static void mvt(int n) {
#pragma scop
  for (int i = 0; i < n; i += 2)
    for (int j = 0; j <= n - 1; j++) {
      x1[i] = x1[i] + A[i][j] * y1[j];
      x1[i + 1] = x1[i + 1] + A[i + 1][j] * y1[j];
    }
  for (int i = 0; i < n; i += 2)
    for (int j = 0; j <= n - 1; j++) {
      x2[i] = x2[i] + A[j][i] * y2[j];
      x2[i + 1] = x2[i + 1] + A[j][i + 1] * y2[j];
    }
#pragma endscop
}

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) {
    x1[i] = (double)(i % n) / n;
    x2[i] = (double)((i + 1) % n) / n;
    y1[i] = (double)((i + 3) % n) / n;
    y2[i] = (double)((i + 4) % n) / n;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
  mvt(n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x1[i] + 2.0 * x2[i];
  printf("%.12e %.12f %.12f\n", s, x1[n - 1], x2[1]);
  return 0;
}
