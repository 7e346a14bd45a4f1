/* Conditions with % and / of iterators that run through negative values: i % 2 == 1 is false for
   negative odd i (C's remainder is -1 there), i % 3 != 0, i / 2 * 2 == i, (i - n) / 4 > -2, and a
   ternary on i % 4 in a statement, over loops from -n to n and down from n to -n. */
#include <stdio.h>
#define N 41
static int A[2 * N + 1], B[2 * N + 1], C[2 * N + 1];
static double D[2 * N + 1];

static void kernel(int n) {
#pragma scop
  for (int i = -n; i <= n; i++) {
    if (i % 2 == 1)
      A[i + N] += 1;
    if (i % 3 != 0 && i % 2 != -1)
      A[i + N] += 10;
    if (i / 2 * 2 == i)
      B[i + N] += 100;
    if ((i - n) / 4 > -2 || i % 5 == -4)
      B[i + N] -= 7;
  }
  for (int i = n; i >= -n; i--) {
    C[i + N] = i % 4 == -1 ? C[i + N] + i / 3 : C[i + N] - i % 3;
    D[i + N] = D[i + N] + (i % 6) * 0.5 + (i / 4 == -1);
  }
#pragma endscop
}

int main(void) {
  kernel(N);
  kernel(13);
  kernel(0);
  for (int i = 0; i < 2 * N + 1; i++) printf("%d %d %d %d %g\n", i - N, A[i], B[i], C[i], D[i]);
  return 0;
}
