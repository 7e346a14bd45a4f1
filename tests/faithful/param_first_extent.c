/* Array parameters are pointers: their first extent (`double v[1]`, `double a[2][8]`, `v[static 3]`,
   in prototype and old-style definitions) says nothing of how many elements the caller passes, and the
   SCoPs access many more (every other element of v: the rest must keep the caller's values). */
#include <stdio.h>
#define N 64
static double V[2 * N], W[2 * N], M[N][8];

static void every_other(int n, double v[1]) {
#pragma scop
  for (int i = 0; i < n; i++)
    v[2 * i] = v[2 * i] * 0.5 + v[2 * i + 1];
#pragma endscop
}

static void rows(int n, double a[2][8], const double w[static 3]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 8; j++)
      a[i][j] = a[i][j] + w[i + j];
#pragma endscop
}

static void old_style(n, v, a)
  int n;
  double v[4];
  double a[1][8];
{
#pragma scop
  for (int i = 0; i < n; i++)
    v[i] = v[i] + a[i][i % 8];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 2 * N; i++) { V[i] = i % 9; W[i] = (i * 5) % 7 - 3; }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 8; j++) M[i][j] = i - j;
  every_other(N, V);
  every_other(N / 2 - 1, V + 3);
  rows(N, M, W);
  rows(N - 10, M + 10, W + 1);
  old_style(N, W, M);
  old_style(N / 2, W + N, M + N / 2);
  double s = 0;
  for (int i = 0; i < 2 * N; i++) s = s * 0.99 + V[i] + 2 * W[i];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 8; j++) s = s * 0.999 + M[i][j];
  printf("%.12g\n", s);
  return 0;
}
