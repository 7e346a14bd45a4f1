/* Loop bounds written with MIN/MAX macros (tiled loops: `jj <= MIN(j + T - 1, n - 1)`), with nested
   macros, with a macro spelt with ?: and double parentheses, and clamped ranges at both ends. */
#include <stdio.h>
#define N 150
#define T 32
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX(x, lo), hi)
double A[N][N], B[N][N], v[N];

static void run(int n, int r) {
#pragma scop
  for (int i = 0; i < n; i += T)
    for (int j = 0; j < n; j += T)
      for (int ii = i; ii <= MIN(i + T - 1, n - 1); ii++)
        for (int jj = j; jj < MIN(j + T, n); jj++)
          B[jj][ii] = A[ii][jj] * 2.0;
  for (int i = 0; i < n; i++)
    for (int j = MAX(0, i - r); j <= MIN(n - 1, i + r); j++)
      v[i] += B[i][j];
  for (int i = CLAMP(r - 5, 0, n); i < CLAMP(n - r, 0, n); i++)
    v[i] = v[i] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { A[i][j] = (i * 7 + j * 3) % 11; B[i][j] = 0; }
  run(N, 3);
  run(40, 50);
  run(N - 13, 0);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += v[i] * (i + 1);
    for (int j = 0; j < N; j++) s += B[i][j] * ((i + j) % 5);
  }
  printf("%.12g\n", s);
  return 0;
}
