/* Bounds written with n / 2, (n + 1) >> 1, n % 4, n - n % 4 (the main part of a loop unrolled by four,
   the remainder in a second loop), n & ~3 and MIN/MAX macros around them, for even, odd, zero and
   negative n; & ~1, & ~3 and & -8 of negative values in a condition and a subscript (two writers per
   element: a dependence). */
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 80
static double X[N], Y[N], Z[N];
static int H[N], M[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n / 2; i++)
    X[2 * i] = X[2 * i] + X[2 * i + 1];
  for (int i = (n + 1) >> 1; i < n; i++)
    Y[i] = Y[i] * 2.0 - i;
  for (int i = 0; i < n - n % 4; i += 4) {
    Z[i] += 1.0;
    Z[i + 1] += 2.0;
    Z[i + 2] += 3.0;
    Z[i + 3] += 4.0;
  }
  for (int i = n - n % 4; i < n; i++)
    Z[i] -= 10.0;
  for (int i = MAX(0, n / 3 - 2); i < MIN(N, (n & ~3) + 3); i++)
    H[i] = H[i] + (n % 4) * i - (n >> 2);
  for (int i = -20; i < 20; i++)
    if ((i & ~3) == i || ((i - 3) & -8) > -8)
      M[(i & ~1) + 20] += i + 21;
#pragma endscop
}

int main(void) {
  int ns[] = {17, 0, 1, 2, 3, 10, -5, -8, 64, 77, 79};
  for (int t = 0; t < N; t++) { X[t] = t * 0.5; Y[t] = t % 3; Z[t] = 0; H[t] = t; }
  for (int c = 0; c < 11; c++) run(ns[c]);
  for (int t = 0; t < N; t++) printf("%d %g %g %g %d %d\n", t, X[t], Y[t], Z[t], H[t], M[t]);
  return 0;
}
