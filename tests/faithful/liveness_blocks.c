/* Iterators whose final values are read after the SCoP inside blocks that are statements of their own:
   the read in a `{ ... }` right after the SCoP, the SCoP in a block and the read after that block, in a
   block inside a switch case, and after a nested block that assigns the iterator on one path only. */
#include <stdio.h>
#define N 40
static double A[N];

static void f(int n, int sel) {
  int i = -1, j = -1, k = -1;
#pragma scop
  for (i = 0; i < n; i += 3)
    A[i] = A[i] + 1;
#pragma endscop
  {
    printf("block %d\n", i);
  }
  {
#pragma scop
    for (j = n; j > 2; j--)
      A[j - 1] = A[j - 1] * 2;
#pragma endscop
  }
  printf("after %d\n", j);
#pragma scop
  for (k = 1; k < n; k += 2)
    A[k] = A[k] - 0.5;
#pragma endscop
  switch (sel) {
  case 0: {
    printf("case %d\n", k);
    break;
  }
  default: {
    if (sel > 5) {
      k = 100;
    }
    printf("default %d\n", k);
  }
  }
}

int main(void) {
  f(N, 0);
  f(10, 7);
  f(0, 3);
  f(N - 1, 1);
  for (int i = 0; i < N; i++) printf("%g\n", A[i]);
  return 0;
}
