/* sizeof of expressions in statements: sub-arrays, elements, integer promotions (a short, -short), floating
   conversions, comparisons (ints in C, bool in the C++ of CUDA kernels), an iterator: printed as constants. */
#include <stdio.h>
#define N 16
double A[N], B[N][N]; float F[N]; long L[N]; int I[N]; short S[N];
int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    L[i] = sizeof(B[i]) + sizeof B[0][0] + sizeof(A[i] + 1) + sizeof(F[i] * 2) + sizeof(F[i] * 2.0);
    I[i] = sizeof(A[i] > 0) + sizeof((A[i] > 0) + 1) + sizeof(S[i]) + sizeof(S[i] + S[i]) + sizeof(i)
         + sizeof(1.0f) + sizeof(F[i] > 0 ? F[i] : 1.0) + sizeof(-S[i]) + sizeof(L[i] * 2);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%ld %d\n", L[i], I[i]);
  return 0;
}
