/* isinf's value used as a number: glibc's is -1 at -infinity (with __GNUC__: __builtin_isinf_sign),
   CUDA's 1; the SCoP stays sequential. */
#include <stdio.h>
#include <math.h>
#define N 64
double A[N];
int K[N];
int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = i % 3 == 0 ? -INFINITY : (i % 3 == 1 ? INFINITY : i);
#pragma scop
  for (int i = 0; i < N; i++)
    K[i] = isinf(A[i]);
#pragma endscop
  long s = 0;
  for (int i = 0; i < N; i++)
    s += K[i] * (i + 1);
  printf("%ld\n", s);
  return 0;
}
