/* C's truncating / and % on iterators that cross zero, in bounds, conditions and subscripts together:
   an outer loop from -n to n with an inner bound -i / 2 (toward zero: -(-3) / 2 = 1, -3 / 2 = -1),
   j <= (i - 7) / 4, a start (i - 1) % 3 that is negative for i <= 0, a condition i % 4 == 0 && j > i / 2,
   i % 3 == -1 (holds only for negative i), (i - j) / 3 == 0 (true for |i - j| < 3, not for -3 < i - j
   < 0 only), power-of-two masks as periodic wrap (i - 1) & 15, and a subscript (i - 5) / 2 + 3 whose
   rounding toward zero differs from floor for odd negatives. */
#include <stdio.h>
#define N 12
#define W 40

static double a[2 * N + 1][W], b[2 * N + 1][W], ring[16], out16[64], t[W];
static int cnt[2 * N + 1][W], cm[2 * N + 1];

static void run(int n) {
#pragma scop
  for (int i = -n; i <= n; i++)
    for (int j = -i / 2; j < 2 * n - i % 3; j++)
      a[i + N][j + N] = a[i + N][j + N] + 0.5 * i - 0.25 * j;
  for (int i = -n; i <= n; i++)
    for (int j = (i - 1) % 3; j <= (i - 7) / 4 + n; j++)
      b[i + N][j + 2] = b[i + N][j + 2] * 0.5 + j;
  for (int i = -n; i <= n; i++)
    for (int j = -n; j <= n; j++) {
      if (i % 4 == 0 && j > i / 2)
        cnt[i + N][j + N] += 1;
      if (i % 3 == -1 || (i - j) / 3 == 0)
        cnt[i + N][j + N] += 10;
      if ((j - i) % 5 == -2 && -j / 3 >= i / 4)
        cnt[i + N][j + N] += 100;
    }
  for (int i = -n; i <= n; i++)
    cm[i + N] = i / 2 * 2 - i + i % 2 + (-i) % 4 * 10 + (i - 1) / -3 * 100;
  for (int i = 0; i < 64; i++)
    out16[i] = ring[(i - 1) & 15] + 2.0 * ring[(i + 1) & 15] - ring[(i - 17) & 15];
  for (int i = 0; i < n; i++)
    t[(i - 5) / 2 + 3] += 1.0 + i;
#pragma endscop
  double s = 0;
  long c = 0;
  for (int i = 0; i <= 2 * N; i++) {
    c += cm[i] * (i + 1);
    for (int j = 0; j < W; j++) {
      s += a[i][j] * ((i + j) % 7 + 1) + b[i][j] * ((i * j) % 5 + 1);
      c += cnt[i][j] * (i * W + j);
    }
  }
  for (int i = 0; i < 64; i++)
    s += out16[i] * (i + 1);
  for (int i = 0; i < W; i++)
    s += t[i] * (i + 1);
  printf("run n=%d %.6f %ld\n", n, s, c);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 16; i++)
    ring[i] = (double)((i * 5) % 7) - 3.0;
  for (int i = 0; i <= 2 * N; i++)
    for (int j = 0; j < W; j++)
      a[i][j] = b[i][j] = (double)((i * 3 + j) % 8);
  int k = argc;
  run(N - 1 + k);
  run(0 * k);
  run(1 * k);
  run(5 * k);
  return 0;
}
