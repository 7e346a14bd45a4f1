/* GNU's a ?: b in SCoP bounds, conditions and subscripts: (n ?: 5) is n where n is nonzero, else 5. */
#include <stdio.h>
#define N 40
static int A[N], B[N], C[N];
static void run(int n, int k) {
#pragma scop
  for (int i = 0; i < (n ?: 5); i++)
    A[i] += 1;
  for (int i = 0; i < N; i++)
    if (i < (k ?: 3) * 2)
      B[i] += i;
  for (int i = 0; i < 10; i++)
    C[(k ?: 1) + i] += i ?: 100;
#pragma endscop
}
int main(void) {
  run(12, 0);
  run(0, 4);
  run(7, 2);
  for (int i = 0; i < N; i++) printf("%d %d %d\n", A[i], B[i], C[i]);
  return 0;
}
