/* bicg (s = A^T r, q = A p) with long iterators, every loop counting down from the last index to 0
   with `>= 0`, and q's row sum in a local declared in the body and stored once. */
#include <stdio.h>

#define NR 42
#define NC 36

static double A[NR][NC], r[NR], p[NC], s[NC], q[NR];

int main(void) {
  long n = NR, m = NC;
  for (long i = 0; i < n; i++) {
    r[i] = (double)(i % n) / n;
    for (long j = 0; j < m; j++)
      A[i][j] = (double)(i * (j + 1) % n) / n;
  }
  for (long j = 0; j < m; j++)
    p[j] = (double)(j % m) / m;
#pragma scop
  for (long j = m - 1; j >= 0; j--)
    s[j] = 0;
  for (long i = n - 1; i >= 0; i--) {
    double acc = 0.0;
    for (long j = m - 1; j >= 0; j--) {
      s[j] = s[j] + r[i] * A[i][j];
      acc = acc + A[i][j] * p[j];
    }
    q[i] = acc;
  }
#pragma endscop
  double t = 0, u = 0;
  for (long j = 0; j < m; j++)
    t += s[j] * (j + 1);
  for (long i = 0; i < n; i++)
    u += q[i] * (i + 1);
  printf("%.12e %.12e %.12f %.12f\n", t, u, s[0], q[n - 1]);
  return 0;
}
