/* Several reductions in one loop and at several depths: sum, sum of squares, a conditional count,
   a product of small factors, min via fmin and via ?:, column sums (s[j] += over i), a reduction
   through a pointer parameter, and totals of per-row sums. Integer results must be exact. */
#include <stdio.h>
#include <math.h>
#define N 200
double A[N][N], cs[N];
int V[N];

static void stats(int n, double *total, long *prod) {
  double s = 0, sq = 0, mn = 1e30, mn2 = 1e30, tot = 0;
  int cnt = 0;
  unsigned bits = 0;
  long pr = 1;
#pragma scop
  for (int i = 0; i < n; i++) {
    s += A[i][0];
    sq += A[i][0] * A[i][0];
    if (A[i][1] > 2.0) cnt++;
    mn = fmin(mn, A[i][2]);
    mn2 = A[i][3] < mn2 ? A[i][3] : mn2;
    bits |= 1u << (V[i] & 31);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < 20 && i < n; i++)
    pr *= (V[i] % 3) + 1;
#pragma endscop
#pragma scop
  for (int j = 0; j < n; j++)
    cs[j] = 0;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      cs[j] += A[i][j];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double r = 0;
    for (int j = 0; j < n; j++)
      r += A[i][j] * V[j];
    tot += r;
    *total += r * 0.5;
  }
#pragma endscop
  *prod = pr;
  printf("%.10g %.10g %d %g %g %x %.10g\n", s, sq, cnt, mn, mn2, bits, tot);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    V[i] = (i * 29) % 37;
    for (int j = 0; j < N; j++) A[i][j] = ((i * 3 + j * 7) % 19) * 0.25 - 1.0;
  }
  double total = 1.0;
  long prod = 0;
  stats(N, &total, &prod);
  stats(7, &total, &prod);
  printf("%.10g %ld\n", total, prod);
  double s = 0;
  for (int j = 0; j < N; j++) s += cs[j] * (j + 1);
  printf("%.10g\n", s);
  return 0;
}
