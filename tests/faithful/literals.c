/* Literals in statements: a hexadecimal float, a subnormal, the largest long long, octal, the largest
   unsigned long, character constants (ints in C: sizeof('a') is 4, also in CUDA kernels, which are C++),
   float and double constants mixed. */
#include <stdio.h>
#define N 16
double A[N], B[N]; long L[N]; unsigned long U[N]; int I[N]; float F[N];
int main(void) {
  for (int i = 0; i < N; i++) B[i] = i / 7.0 + 0.1;
#pragma scop
  for (int i = 0; i < N; i++) {
    A[i] = B[i] * 1.1 + 0x1p-3 + 1e-310;
    L[i] = 0x7fffffffffffffffLL - i - 017;
    U[i] = 18446744073709551615UL - i * 3UL;
    I[i] = 'a' + i - '\n' + sizeof('a') + sizeof(i < 3);
    F[i] = B[i] * 3.3f + 1.1;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.17g %ld %lu %d %.9g\n", A[i], L[i], U[i], I[i], F[i]);
  return 0;
}
