/* Conversions to _Bool in subscripts, conditions and bounds: (_Bool)x is 1 for every nonzero x (not
   x mod 2): (_Bool)i indexes 0 then 1 for i = 2, 4, 6; (_Bool)(i & 6) is 1 for i & 6 nonzero; a bound
   (_Bool)n * 5 with n = 4 is 5; and !!i. */
#include <stdbool.h>
#include <stdio.h>
#define N 12
static int A[2], B[N], C[N], D[N], E[2];

static void run(int n) {
#pragma scop
  for (int i = 0; i < N; i++) {
    A[(_Bool)i] += i;
    if ((_Bool)(i % 3))
      B[i] += 1;
    E[!!i] += 2 * i;
  }
  for (int i = 0; i < (_Bool)n * 5; i++)
    C[i] += 1;
  for (int i = 0; i < N; i++)
    if ((bool)(i - 4) && (_Bool)(n - 2))
      D[i] += 1;
#pragma endscop
}

int main(void) {
  run(4);
  run(2);
  run(0);
  for (int i = 0; i < N; i++) printf("%d %d %d\n", B[i], C[i], D[i]);
  printf("%d %d %d %d\n", A[0], A[1], E[0], E[1]);
  return 0;
}
