/* #line directives before the SCoPs: the lines s2s replaces are the lines of this file, whatever the
   directives say (a generator's output, or a file made from another). */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N];

static void first(void)
{
  for (int i = 0; i < N; i++)
    B[i] = i;
  for (int i = 0; i < N; i++)
    A[i] = 1;
#line 4
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = A[i] + B[i];
#pragma endscop
}

#line 500 "generated.c"
static void second(void)
{
# 7 "another.c"
#pragma scop
  for (int i = 1; i < N; i++)
    C[i] = A[i] - B[i - 1];
#pragma endscop
}

int main(void)
{
  first();
  second();
  for (int i = 0; i < N; i += 7)
    printf("%.3f %.3f\n", A[i], C[i]);
  return 0;
}
