/* Bounds from integer division and shifts as FFT, multigrid and unrolled codes write them: n / 2,
   (n + 1) / 2, n / 3 * 3 with its remainder loop, n >> 1, (n + 3) >> 2, 1 << k loops of butterflies
   (half = 1 << s; j < half), a coarse grid of (n - 1) / 2 + 1 points, bounds with negative numerators
   ((n - 5) / 2 at n < 5 truncates toward zero: (1 - 5) / 2 = -2 but (2 - 5) / 2 = -1) and
   (m - n) >> 1 shifting a negative difference (arithmetic: -3 >> 1 = -2). */
#include <stdio.h>
#define N 64

static double a[N], half[N], c[N], fine[2 * N + 1], coarse[N + 1], bf[N], q[N];
static int hits[N];

static void divs(int n, int m) {
#pragma scop
  for (int i = 0; i < n / 2; i++)
    half[i] = a[2 * i] + a[2 * i + 1];
  for (int i = 0; i < (n + 1) / 2; i++)
    half[i] += 0.5 * a[i];
  for (int i = 0; i < n / 3 * 3; i += 3) {
    c[i] = a[i] * 2.0;
    c[i + 1] = a[i + 1] * 2.0;
    c[i + 2] = a[i + 2] * 2.0;
  }
  for (int i = n / 3 * 3; i < n; i++)
    c[i] = -a[i];
  for (int i = n >> 1; i < (n + 3) >> 2 << 1; i++)
    c[i] += 100.0;
  for (int i = 0; i < (n - 5) / 2 + 3; i++)
    hits[i] += 1;
  for (int i = 0; i < ((m - n) >> 1) + 4; i++)
    hits[i] += 10;
  for (int i = (n - 9) / 4; i < 2; i++)
    q[i + 3] += 1.0;
#pragma endscop
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) {
    s += half[i] * (i + 1) + c[i] * (i % 5 + 1) + q[i] * i;
    t += hits[i] * (i + 1);
  }
  printf("divs n=%d m=%d %.6f %ld\n", n, m, s, t);
}

static void multigrid(int n) {
#pragma scop
  for (int i = 0; i < (n - 1) / 2 + 1; i++)
    coarse[i] = 0.5 * fine[2 * i] + 0.25 * (fine[2 * i > 0 ? 2 * i - 1 : 0] + fine[2 * i + 1]);
  for (int i = 0; i < n; i++)
    fine[i] += (i % 2 == 0) ? coarse[i / 2] : 0.5 * (coarse[i / 2] + coarse[(i + 1) / 2]);
#pragma endscop
  double s = 0;
  for (int i = 0; i <= 2 * N; i++)
    s += fine[i] * (i % 7 + 1);
  printf("multigrid n=%d %.6f\n", n, s);
}

static void butterflies(int logn) {
#pragma scop
  for (int s = 0; s < logn; s++)
    for (int b = 0; b < (1 << logn) >> (s + 1); b++)
      for (int j = 0; j < 1 << s; j++)
        bf[b * (2 << s) + j] = bf[b * (2 << s) + j] + bf[b * (2 << s) + j + (1 << s)] * 0.5;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += bf[i] * (i + 1);
  printf("butterflies %d %.6f\n", logn, s);
}

static void pow2(int k) {
#pragma scop
  for (int i = 0; i < 1 << k; i++)
    bf[i] = bf[i] * 0.5 + i;
  for (int i = (1 << k) - 1; i >= 1 << (k - 1); i--)
    bf[i] = bf[i] - 1.0;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += bf[i] * (i + 1);
  printf("pow2 %d %.6f\n", k, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++)
    a[i] = bf[i] = (double)((i * 11) % 17) - 8.0;
  for (int i = 0; i <= 2 * N; i++)
    fine[i] = (double)(i % 9);
  int k = argc;
  divs(N - 1 + k, N - 4);
  divs(1 * k, 0);
  divs(2 * k, 1);
  divs(3, 3 * k);
  divs(5 * k, 2);
  divs(0 * k, -3);
  multigrid(2 * N - 1 + k);
  multigrid(1 * k);
  multigrid(4 * k);
  butterflies(6 * k);
  butterflies(1 * k);
  butterflies(0 * k);
  pow2(6 * k);
  pow2(1 * k);
  return 0;
}
