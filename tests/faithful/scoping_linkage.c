/* Two functions with SCoPs and the same local names; globals `n` and `scale` hidden by parameters of
   those names in one and read in the other; a static local array updated between calls; `extern` and a
   function declared in the block of the SCoP's function. */
#include <stdio.h>
#define N 50
double A[N];
double scale = 2.0;
int n = 7;
static double f1(int n, double scale) {
  static double hist[N];
  extern double A[N];
  double g(double);
  double t[N];
#pragma scop
  for (int i = 0; i < n; i++) {
    t[i] = A[i] * scale;
    hist[i] = hist[i] + t[i];
  }
#pragma endscop
  return hist[n - 1] + g(t[0]);
}
static double f2(int n) {
  double t[N];
  for (int i = 0; i < N; i++) t[i] = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    t[i] = A[i] + scale;
#pragma endscop
  return t[n - 1];
}
double g(double x) { return x + 1; }
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.75;
  double s = 0;
  for (int c = 1; c < 5; c++) { s += f1(N - c, c * 0.5); s += f2(N - 2 * c); A[c] += 1; scale += 1; }
  printf("%.17g %d\n", s, n);
  return 0;
}
