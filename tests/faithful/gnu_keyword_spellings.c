/* GCC's alternate spellings of keywords around and in SCoPs: __const__ and __const data, __volatile
   (a SCoP reading it stays sequential), __signed char data, a __complex object beside, __attribute
   without its trailing underscores, __restrict__ / __restrict parameters, __inline__, __typeof__,
   __extension__, and attributes on the function definitions (noinline, hot, optimize).  The file
   failed with "syntax error before '{'" (__const__), "Invalid function definition" (__volatile,
   __signed, __complex) and "syntax error before '('" (__attribute): s2s's parse knew only the other
   spelling of each. */
#include <stdio.h>
#define N 96
static double A[N] __attribute__((aligned(64)));
static double B[N];
static __const__ double W[3] = {0.25, 0.5, 0.25};
static __const double Scale = 2.0;
static __volatile int ticks = 3;
static __signed char Sc[N];
static __complex double Z;
static int __attribute((unused)) spare;

__attribute__((noinline, hot)) static void smooth(int n, double *__restrict__ out, const double *__restrict in) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = W[0] * in[i - 1] + W[1] * in[i] + W[2] * in[i + 1];
#pragma endscop
}

static __inline__ void twice(int n, double *x) {
  __extension__ long long k = 2;
  __typeof__(x[0]) t = (double)k;
  double f = t;
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = x[i] * f * Scale + Sc[i];
#pragma endscop
}

__attribute__((optimize("O3"))) static void addv(int n, double *restrict x, const double *restrict y) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] += y[i] + ticks;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i % 10) * 0.5; B[i] = 0; Sc[i] = (__signed char)(i * 37); }
  Z = 1.5;
  smooth(N, B, A);
  twice(N, B);
  addv(N, A, B);
  smooth(7, A, B);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i + 1) + B[i];
  printf("%.12g %g\n", s, __real__ Z);
  return 0;
}
