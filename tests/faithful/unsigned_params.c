/* Unsigned parameters in the bounds isl builds: a loop down from an unsigned n runs over -n .. -1 in the
   generated code, which C computed as unsigned (-n is 2^32 - n: the loop never ran); a size_t bound, the
   overlap test of pointer arguments with unsigned extents, and n = 0. */
#include <stdio.h>
#include <stddef.h>
#define N 40
double A[N], B[N], C[N], X[N], Y[N];
void f(unsigned n, size_t m) {
#pragma scop
  for (unsigned i = n; i > 0; i--)
    A[i - 1] = A[i - 1] + i;
  for (size_t i = m; i >= 1; i -= 1)
    B[i - 1] = i * 2.0;
  for (unsigned i = 0; i + 3 < n; i++)
    C[i + 3] = C[i] + 1;
#pragma endscop
}
static void g(unsigned n, size_t m, double *A, const double *B) {
#pragma scop
  for (unsigned i = 0; i < n; i++)
    A[i] = B[n - 1 - i] * 2;
  for (size_t j = m; j > 0; j--)
    A[j + 20] = B[j - 1] + m;
#pragma endscop
}

int main(void) {
  f(30, 20); f(0, 0); f(2, 1);
  for (int i = 0; i < N; i++) { X[i] = 0; Y[i] = i; }
  g(20, 10, X, Y); g(0, 0, X, Y); g(5, 3, X + 1, X);
  for (int i = 0; i < N; i++) printf("%g %g %g %g\n", A[i], B[i], C[i], X[i]);
  return 0;
}
