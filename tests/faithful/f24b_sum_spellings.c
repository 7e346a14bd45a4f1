/* One dot product written every way a user writes it: `s += a*b`, `s = s + a*b`, `s = a*b + s`,
   `s -= -a*b`, `s = s - (-a*b)`, `s += -(-a*b)`, and the negated sum `n -= a*b`, `n = n - a*b`; each
   into its own scalar and each per row into an array.  Printed with 9 significant digits (reordered sums
   differ in the last bits). */
#include <stdio.h>

#define N 4096
#define R 32
#define C 128

static double a[N], b[N];
static double A[R][C], v[C], y1[R], y2[R], y3[R], y4[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + (double)((i * 7919) % 1000) / 1000.0;
    b[i] = 0.5 + (double)((i * 104729) % 1000) / 2000.0;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      A[r][c] = 1.0 + (double)((r * 17 + c * 3) % 29) / 29.0;
  for (int c = 0; c < C; c++)
    v[c] = 0.25 + (double)(c % 7) / 7.0;
  double s1 = 1.0, s2 = 1.0, s3 = 1.0, s4 = 1.0, s5 = 1.0, s6 = 1.0, n1 = 0.0, n2 = 0.0;
#pragma scop
  for (int i = 0; i < N; i++)
    s1 += a[i] * b[i];
  for (int i = 0; i < N; i++)
    s2 = s2 + a[i] * b[i];
  for (int i = 0; i < N; i++)
    s3 = a[i] * b[i] + s3;
  for (int i = 0; i < N; i++)
    s4 -= -a[i] * b[i];
  for (int i = 0; i < N; i++)
    s5 = s5 - (-a[i] * b[i]);
  for (int i = 0; i < N; i++)
    s6 += -(-a[i] * b[i]);
  for (int i = 0; i < N; i++)
    n1 -= a[i] * b[i];
  for (int i = 0; i < N; i++)
    n2 = n2 - a[i] * b[i];
  for (int r = 0; r < R; r++) {
    y1[r] = 0.0;
    y2[r] = 0.0;
    y3[r] = 0.0;
    y4[r] = 0.0;
    for (int c = 0; c < C; c++) {
      y1[r] = A[r][c] * v[c] + y1[r];
    }
    for (int c = 0; c < C; c++)
      y2[r] -= -A[r][c] * v[c];
    for (int c = 0; c < C; c++)
      y3[r] = y3[r] - A[r][c] * v[c];
    for (int c = C - 1; c >= 0; c--)
      y4[r] += A[r][c] * v[c];
  }
#pragma endscop
  printf("%.9e %.9e %.9e %.9e %.9e %.9e %.9e %.9e\n", s1, s2, s3, s4, s5, s6, n1, n2);
  for (int r = 0; r < R; r++)
    printf("%.9e %.9e %.9e %.9e\n", y1[r], y2[r], y3[r], y4[r]);
  return 0;
}
