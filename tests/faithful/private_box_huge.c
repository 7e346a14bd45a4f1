/* Scalars declared in loop bodies (private, one copy per iteration in the generated code) whose loops'
   box is far larger than their iterations: two iterations of j per row, at j = i * K (K = 10^12), so
   that the copies would take 8 * n * n * K bytes (beyond memory at n = 200, beyond size_t at n = 10^5),
   and a body scalar of a 3-deep nest of 4 * 10^9 iterations (32 GB of copies). The OpenMP translation
   crashed (a null pointer from malloc); the SCoP's own code runs where the copies do not fit. */
#include <stdio.h>
#define K 1000000000000L
#define M 2000
double x[100000], y[100000], s[M];

static void rows(int n) {
#pragma scop
  for (int i = 0; i < n && i < 100000; i++)
    for (long j = i * K; j < i * K + 2; j++) {
      double t = x[i] * (j - i * K + 1);
      y[i] = y[i] + t;
    }
#pragma endscop
}

static void cube(int n, int m) {
#pragma scop
  for (int r = 0; r < n; r++)
    for (int i = 0; i < m; i++)
      for (int j = 0; j < m; j++) {
        double t = x[i] * x[j] + r;
        s[i] += t;
      }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 100000; i++) x[i] = (i % 7) * 0.5;
  rows(3);
  rows(200);
  rows(100000);
  cube(2, 10);
  cube(1000, M);
  double z = 0;
  for (int i = 0; i < 100000; i++) z += y[i] * (i % 3 + 1);
  for (int i = 0; i < M; i++) z += s[i];
  printf("%.17g\n", z);
  return 0;
}
