/* Loop bounds and conditions that compare an int iterator with a floating value (i < n * 0.5, i <= x,
   j < i / 2.0): C converts the iterator to double, so n * 0.5 = 2.5 runs i = 0, 1, 2.  s2s cannot model
   them exactly: those SCoPs stay sequential; the value of each loop count is C's. */
#include <stdio.h>
#define N 40
static double A[N], B[N][N];
static int C[N];

static void kernel(int n, double x) {
#pragma scop
  for (int i = 0; i < n * 0.5; i++)
    A[i] = A[i] + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i / 2.0; j++)
      B[i][j] += 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    if (i <= x)
      C[i] += i;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    if ((float)i < n / 3)
      C[i] -= 100;
#pragma endscop
}

int main(void) {
  kernel(5, 2.5);
  kernel(N, 17.99);
  kernel(11, -0.5);
  for (int i = 0; i < N; i++) {
    double b = 0;
    for (int j = 0; j < N; j++) b += B[i][j] * (j + 1);
    printf("%d %g %g %d\n", i, A[i], b, C[i]);
  }
  return 0;
}
