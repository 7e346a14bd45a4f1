/* min and max written as ternaries whose operands differ in signedness: `a < u ? a : u` with a negative
   int and an unsigned compares as unsigned (-1 is the largest), a long against an unsigned int compares
   as long, and the result has the common type.  As reductions and as element-wise statements. */
#include <stdio.h>
#define N 120
int A[N];
unsigned U[N];
long L[N];
unsigned R1[N];
long R2[N];
int R3[N];
unsigned long long R4[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i * 29) % 61 - 30;
    U[i] = (unsigned)((i * 13) % 50);
    L[i] = (long)((i * 17) % 71) - 35;
  }
  unsigned umin = 100u;
  int imax = -1000;
  long lmax = -5;
#pragma scop
  for (int i = 0; i < N; i++) {
    R1[i] = A[i] < U[i] ? A[i] : U[i];
    R2[i] = L[i] > U[i] ? L[i] : U[i];
    R3[i] = A[i] > (int)U[i] ? A[i] : (int)U[i];
    R4[i] = A[i] < 0 ? A[i] : L[i] < A[i] ? L[i] : (unsigned long long)A[i];
  }
  for (int i = 0; i < N; i++)
    umin = A[i] < umin ? A[i] : umin;
  for (int i = 0; i < N; i++)
    imax = imax > U[i] ? imax : U[i];
  for (int i = 0; i < N; i++)
    lmax = lmax < A[i] * 1u ? A[i] : lmax;
#pragma endscop
  unsigned long long t = 0;
  for (int i = 0; i < N; i++) t = t * 31 + R1[i] + (unsigned long long)R2[i] * 7 + (unsigned)R3[i] * 3u + R4[i];
  printf("%llu %u %d %ld\n", t, umin, imax, lmax);
  for (int i = 0; i < 6; i++) printf("%u %ld %d %llu\n", R1[i], R2[i], R3[i], R4[i]);
  return 0;
}
