/* Calls whose sizes make loops run zero times, with NULL for what is then untouched: a table of row
   pointers, a flat pointer with a leading dimension behind `if (n > 2)`, a sum into `*out` scaled by `*s`;
   sizes of unsigned types between calls (size_t with `i + 1 < n`, unsigned lower bounds above the upper
   ones, a long start n - k). */
#include <stdio.h>
#include <stddef.h>
#define N 300
double A[N], B[N];

static void rows(int n, int m, double **r, const double *x) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      r[i][j] = r[i][j] * 0.5 + x[j];
#pragma endscop
}

static void guarded(int n, int ld, double *a) {
#pragma scop
  if (n > 2)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 3; j++)
        a[i * ld + j] = a[i * ld + j] + n;
#pragma endscop
}

static void total(int n, const double *x, double *out, const double *s) {
#pragma scop
  for (int i = 0; i < n; i++)
    *out += x[i] * *s;
#pragma endscop
}

static void diffs(size_t n, double *out, const double *in) {
#pragma scop
  for (size_t i = 0; i + 1 < n; i++)
    out[i] = in[i + 1] - in[i];
#pragma endscop
}

static void tail(unsigned n, unsigned m, double *out) {
#pragma scop
  for (unsigned i = m; i < n; i++)
    out[i - m] = out[i - m] + i;
#pragma endscop
}

static void lastk(long n, long k, double *out) {
#pragma scop
  for (long i = n - k; i < n; i++)
    out[i] = -out[i];
#pragma endscop
}

int main(void) {
  double buf[40], x[8], *r[5], acc = 1.0, k = 0.5;
  for (int i = 0; i < 40; i++) buf[i] = i;
  for (int j = 0; j < 8; j++) x[j] = j * 0.5;
  for (int i = 0; i < 5; i++) r[i] = buf + 8 * i;
  rows(5, 8, r, x);
  rows(0, 8, NULL, x);
  rows(0, 0, NULL, NULL);
  rows(3, 0, r, NULL);
  guarded(3, 5, buf);
  guarded(0, 5, NULL);
  total(40, buf, &acc, &k);
  total(0, NULL, NULL, NULL);
  total(0, buf, &acc, NULL);
  double s = acc;
  for (int i = 0; i < 40; i++) s += buf[i] * (i % 3 + 1);
  printf("null %.17g\n", s);
  for (int i = 0; i < N; i++) { A[i] = (i * 13 % 17) * 0.5; B[i] = i; }
  size_t sz[] = { 0, 1, 2, 150, N, 7 };
  for (int t = 0; t < 6; t++) diffs(sz[t], B, A);
  unsigned ns[] = { 0, 5, 100, 3, 200 }, ms[] = { 0, 10, 40, 3, 0 };
  for (int t = 0; t < 5; t++) tail(ns[t], ms[t], B + 50);
  lastk(N, 10, B); lastk(20, 20, B); lastk(5, 0, B); lastk(0, 0, B);
  s = 0;
  for (int i = 0; i < N; i++) s += B[i] * (i % 7 + 1);
  printf("sizes %.17g\n", s);
  return 0;
}
