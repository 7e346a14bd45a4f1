/* Calls to the user's own static inline functions in a SCoP: pure ones (arithmetic on their arguments,
   one with a local and a branch, one calling another) and impure ones (one writing a global counter,
   one reading a global that the SCoP writes, one writing through a pointer argument).  s2s offloads
   no function of the program: every SCoP here stays sequential with a warning, and computes C's values. */
#include <stdio.h>
#define N 80
double A[N], B[N], C[N];
int calls;
double bias = 0.5;

static inline double sq(double x) { return x * x; }
static inline double clampd(double x, double lo, double hi) {
  double r = x;
  if (r < lo) r = lo;
  else if (r > hi) r = hi;
  return r;
}
static inline double poly(double x) { return sq(x) * 0.25 - clampd(x, -1.0, 2.0); }
static inline int imod(int a, int b) { int r = a % b; return r < 0 ? r + b : r; }
static inline double counted(double x) { calls++; return x + 1; }
static inline double biased(double x) { return x + bias; }
static inline void store(double *p, double v) { *p = v; }

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i % 9) * 0.5 - 2; B[i] = i * 0.125; }
#pragma scop
  for (int i = 0; i < N; i++)
    C[i] = poly(A[i]) + sq(B[i]) + imod(i - 40, 7);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = counted(A[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    B[i] = biased(B[i]);
    bias = bias + 0.25;
  }
#pragma endscop
#pragma scop
  for (int i = 1; i < N; i++)
    store(&C[i], C[i - 1] + 1);
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * 3 + B[i] * 5 + C[i] * 7;
  printf("%.17g %d %g\n", s, calls, bias);
  return 0;
}
