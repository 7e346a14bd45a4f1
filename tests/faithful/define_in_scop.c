/* #define and #undef among a SCoP's lines act on the code after it: the translation replaces the
   lines, not the definitions. */
#include <stdio.h>
#define N 50
#define W 2.0
static double A[N], B[N];

int main(void)
{
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = i * W;
#undef W
#define W 5.0
#define SHIFT 3
#if 0
#define NEVER 1
#endif
  for (int i = 0; i < N; i++)
    B[i] = A[i] + W;
#pragma endscop
#ifdef NEVER
  printf("NEVER is defined\n");
#endif
  printf("%.3f %.3f %.3f %d\n", A[N - 1], B[N - 1], W, SHIFT);
  return 0;
}
