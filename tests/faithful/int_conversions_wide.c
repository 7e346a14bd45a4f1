/* Conversions to int and long of values their types do not hold, in bounds, conditions and subscripts:
   C (gcc) keeps the value modulo 2^N in the signed range, (int)3000000000u is -1294967296 (the loop runs
   no iteration) and (int)4294967496u is 200.  s2s kept the operand's value for every conversion to int
   or wider: the first loop failed the whole translation ("integer constant 3000000000u exceeds the range
   of int"), and `(int)(i + 2147483600u) < 0` was false for every i (D[60] was 0 instead of 1000).
   (int)n of a long n beyond int's range now runs the original code (the model assumes it in range). */
#include <stdio.h>
#define N 300
static int A[N], B[N], C[N], D[N];
static void f(long n, unsigned u, unsigned long m) {
#pragma scop
  for (int i = 0; i < (int)n; i++)
    A[i] += 1;
  for (int i = 0; i < (int)u - 4294967000L + 4294967000L; i++)
    B[i] += 1;
  for (long i = 0; i < (long)m; i++)
    C[i] += 1;
#pragma endscop
}
int main(void) {
#pragma scop
  for (int i = 0; i < (int)3000000000u; i++)
    A[i] += 100;
  for (int i = 0; i < (int)4294967496u; i++)
    B[i] += 100;
  for (int i = 0; i < 200; i++)
    C[(int)(i + 4294967296L)] += 100;
  for (int i = 0; i < 250; i++)
    D[i + 1 + (long)18446744073709551615UL] += (int)(i + 4294967296L);
  for (int i = 0; i < 100; i++)
    if ((int)(i + 2147483600u) < 0)
      D[i] += 1000;
#pragma endscop
  f(4294967296L + 50, 4294967295u, 18446744073709551615UL);
  f(120, 60, 70);
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + A[i] + B[i] * 3 + C[i] * 7 + D[i];
  printf("%llu %d %d %d %d %d %d\n", h, A[10], A[100], B[10], B[150], C[10], D[60]);
  return 0;
}
