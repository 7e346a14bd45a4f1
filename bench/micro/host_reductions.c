/* Host reductions (issue 11): the loops of a Levinson-style recurrence and of a triangular solve as written
   (one floating-point add chain) against eight partial sums, which the reduction policy allows.
   Build: gcc -O3 host_reductions.c -o host_reductions; prints the best of 7 runs of each. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
__attribute__((noinline)) void rec(int n, double *r, double *y, double *z)
{
  double alpha, beta, acc;
  y[0] = -r[0]; beta = 1; alpha = -r[0];
  for (int k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    acc = 0;
    for (int i = 0; i < k; i++) acc += r[k - i - 1] * y[i];
    alpha = -(r[k] + acc) / beta;
    for (int i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++) y[i] = z[i];
    y[k] = alpha;
  }
}
__attribute__((noinline)) void rec_p(int n, double *restrict r, double *restrict y, double *restrict z)
{
  double alpha, beta, acc;
  y[0] = -r[0]; beta = 1; alpha = -r[0];
  for (int k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    double p[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    long i = 0;
    for (; i + 8 <= k; i += 8)
      for (int u = 0; u < 8; u++) { const long j = i + u; p[u] += r[k - j - 1] * y[j]; }
    for (; i < k; i++) p[0] += r[k - i - 1] * y[i];
    acc = ((p[0] + p[1]) + (p[2] + p[3])) + ((p[4] + p[5]) + (p[6] + p[7]));
    alpha = -(r[k] + acc) / beta;
    for (int i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++) y[i] = z[i];
    y[k] = alpha;
  }
}
__attribute__((noinline)) void tri(int n, double (*L)[n], double *x, double *b)
{
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++) x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
__attribute__((noinline)) void tri_p(int n, double (*restrict L)[n], double *restrict x, double *restrict b)
{
  for (int i = 0; i < n; i++) {
    double p[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    long j = 0;
    for (; j + 8 <= i; j += 8)
      for (int u = 0; u < 8; u++) p[u] += L[i][j + u] * x[j + u];
    for (; j < i; j++) p[0] += L[i][j] * x[j];
    x[i] = (b[i] - (((p[0] + p[1]) + (p[2] + p[3])) + ((p[4] + p[5]) + (p[6] + p[7])))) / L[i][i];
  }
}
int main(void)
{
  int n = 4000;
  double *r = malloc(8 * n), *y = malloc(8 * n), *z = malloc(8 * n), *x = malloc(8 * n), *b = malloc(8 * n);
  double (*L)[n] = malloc(8L * n * n);
  for (int i = 0; i < n; i++) { r[i] = 1.0 / (n + 1 - i); b[i] = i % 7; for (int j = 0; j < n; j++) L[i][j] = (i == j) ? 2.0 + i % 3 : (j < i ? 1.0 / (1 + i + j) : 0); }
  double best[4] = {1e9, 1e9, 1e9, 1e9}, chk[4];
  for (int rep = 0; rep < 7; rep++) {
    double t0 = now(); rec(n, r, y, z); double t1 = now(); chk[0] = y[n / 2];
    rec_p(n, r, y, z); double t2 = now(); chk[1] = y[n / 2];
    tri(n, L, x, b); double t3 = now(); chk[2] = x[n - 1];
    tri_p(n, L, x, b); double t4 = now(); chk[3] = x[n - 1];
    double d[4] = {t1 - t0, t2 - t1, t3 - t2, t4 - t3};
    for (int q = 0; q < 4; q++) if (d[q] < best[q]) best[q] = d[q];
  }
  printf("durbin-like: as written %.3f ms, 8 partial sums %.3f ms (%.2fx); values %.15g %.15g\n", 1e3 * best[0], 1e3 * best[1], best[0] / best[1], chk[0], chk[1]);
  printf("trisolv: as written %.3f ms, 8 partial sums %.3f ms (%.2fx); values %.15g %.15g\n", 1e3 * best[2], 1e3 * best[3], best[2] / best[3], chk[2], chk[3]);
  return 0;
}
