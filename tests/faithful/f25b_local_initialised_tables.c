/* Tables local to the SCoP's function: a `static` array with an initialiser (updated by the SCoP, kept
   across calls), a `const` array initialised from a parameter, a compound literal behind a pointer, and
   a block-scope `extern` declaration of an array defined after the function. */
#include <stdio.h>
#define N 50
double out[N], out2[N];
static void f(int n, int k) {
  static double w[5] = { 0.1, 0.2, 0.4, 0.2, 0.1 };
  const double c[3] = { 1.0, -2.0, 1.0 + k };
  double *p = (double[]){ 3.0, 4.0, 5.0, 6.0 };
  extern double src[];
  int i, j;
#pragma scop
  for (i = 2; i < n - 2; i++) {
    out[i] = 0.0;
    for (j = 0; j < 5; j++)
      out[i] += w[j] * src[i + j - 2];
  }
  for (i = 1; i < n - 1; i++)
    out2[i] = c[0] * src[i - 1] + c[1] * src[i] + c[2] * src[i + 1] + p[i % 4];
  for (j = 0; j < 5; j++)
    w[j] = w[j] * 0.5 + k;
#pragma endscop
}
double src[N];
int main(void) {
  for (int i = 0; i < N; i++) src[i] = (i * 7 % 10) * 0.25;
  f(N, 1); f(N - 3, 2);
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i + 1) + out2[i];
  printf("%.10f %.10f %.10f\n", s, out[4], out2[7]);
  return 0;
}
