/* Red-black and checkerboard updates beyond the textbook form: the colour loop's start 1 + (i + c) % 2
   with c a parameter that may be 0 or 1, the same with the parity of a global offset ((i + j + off) % 2
   == c with off negative: C's % of a negative sum is -1, never 1), a 3-colour ordering (i + 2 * j) % 3
   == c, a condition (i - j) % 2 != 0 on differences that cross zero, and a stride-2 inner loop whose start
   is (i & 1) ^ c. */
#include <stdio.h>
#define N 22

static double a[N][N], b[N][N], d[N][N], e[N][N];
static int cnt[N][N];

static void sweep(int n, int c, int off) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1 + (i + c) % 2; j < n - 1; j += 2)
      a[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if ((i + j + off) % 2 == c)
        b[i][j] = b[i][j] * 0.5 + 1.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if ((i + j + off) % 2 == -1)
        cnt[i][j] += 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if ((i + 2 * j) % 3 == c || (i - j) % 2 != 0 && (j - i) % 3 == -1)
        d[i][j] = d[i][j] - 0.125 * (i - j);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = (i & 1) ^ c; j < n; j += 2)
      e[i][j] = e[i][j] + (i + 1) * 0.5 - j;
#pragma endscop
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += a[i][j] * (i + 1) + b[i][j] * (j + 1) + d[i][j] * ((i * j) % 5) + e[i][j] * 0.5;
      t += cnt[i][j] * (i * N + j);
    }
  printf("sweep n=%d c=%d off=%d %.6f %ld\n", n, c, off, s, t);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = (i == 0 || j == N - 1) ? 1.0 : 0.0;
      b[i][j] = d[i][j] = e[i][j] = (double)((i * 3 + j * 5) % 7);
    }
  int k = argc;
  sweep(N, 0, -3 * k);
  sweep(N, 1, -3 * k);
  sweep(N - 5, 1 * k, -7);
  sweep(3, 0, 2 * k);
  sweep(2 * k, 1, 0);
  sweep(1 * k, 0, -1);
  return 0;
}
