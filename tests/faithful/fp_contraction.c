/* Contraction: x * 10.0 - 3.0 with x = 0.3 rounds x * 10.0 to 3.0 first in C (0 after floor), an fma keeps
   the product exact (-1.1e-16, -1 after floor).  The reference C build (cc -O2, x86-64) never contracts;
   OpenCL C contracts unless told FP_CONTRACT OFF. */
#include <stdio.h>
#include <math.h>
#define N 1000
static double A[N], B[N]; static int I[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.1; B[i] = 0.3; }
#pragma scop
  for (int i = 0; i < N; i++)
    I[i] = (int)floor(B[i] * 10.0 - 3.0) + (int)floor(A[i] * 10.0 - i);
#pragma endscop
  int s = 0; for (int i = 0; i < N; i++) s += I[i] * (i % 7 + 1);
  printf("%d %d %d\n", s, I[0], I[3]);
  return 0;
}
