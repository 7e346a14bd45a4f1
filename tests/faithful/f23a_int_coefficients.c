/* Integer division where a floating value was meant, kept as C computes it: a coefficient 1 / n (0 for
   n > 1), i / 2 stored into a double, an integer mean sum / n of negative sums (truncated toward zero)
   beside the floor that (a + b) >> 1 gives, and n / 2 * 2 as a bound. */
#include <stdio.h>

#define N 33

int main(void)
{
  static double x[N], y[N], z[N];
  static int a[N], mean[N], avg[N], half[N];
  int n = N;
  for (int i = 0; i < N; i++) {
    x[i] = i * 0.5 - 4;
    a[i] = (i * 37) % 23 - 15;
  }

#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = x[i] * (1 / n) + x[i] * (1.0 / n) + i / 2 + (i - 16) / 3;
    z[i] = (double)(i / 3) / 3 + (i % 4) / 4 + (double)(i % 4) / 4;
  }
  for (int i = 1; i < n - 1; i++) {
    mean[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
    avg[i] = (a[i - 1] + a[i + 1]) >> 1;
  }
  for (int i = 0; i < n / 2 * 2; i += 2)
    half[i / 2] = a[i] / 2 - a[i + 1] % 2;
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %.17g %.17g %d %d %d\n", i, y[i], z[i], mean[i], avg[i], half[i]);
  return 0;
}
