/* Storage classes around a SCoP: register accumulators (double and int), a static local accumulating
   across calls, an extern local declaration of a global defined after the function, a static const
   coefficient array and a const scalar, all in one SCoP with reductions. */
#include <stdio.h>
#define N 64
double A[N], B[N];
static void f(int n) {
  register double acc = 0.0;
  register int cnt = 0;
  static double total;
  extern long calls;
  static const double coef[3] = { 0.25, 0.5, 0.25 };
  const double w = 1.5;
#pragma scop
  for (int i = 0; i < n; i++) {
    acc += A[i] * w;
    cnt += i & 1;
  }
  for (int i = 1; i < n - 1; i++)
    B[i] = coef[0] * A[i - 1] + coef[1] * A[i] + coef[2] * A[i + 1];
  for (int i = 0; i < n; i++)
    total += B[i];
  calls += n;
#pragma endscop
  printf("%.10g %d %.10g %ld\n", acc, cnt, total, calls);
}
long calls = 7;
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a * 0.5 - 3; B[a] = 1; }
  f(N); f(10); f(0);
  return 0;
}
