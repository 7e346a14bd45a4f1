/* Array extents that GCC folds from floating arithmetic ((int)(N * 1.5), (int)(N / 0.75f)), read and
   written by SCoPs; and a bound spelled with the same expression. */
#include <stdio.h>
#define N 40
static double A[(int)(N * 1.5)], B[(int)(N / 0.75f)][3];

int main(void) {
  for (int i = 0; i < (int)(N * 1.5); i++) A[i] = i * 0.5;
#pragma scop
  for (int i = 1; i < 60; i++)
    A[i] = A[i] + A[i - 1] * 0.0 + 1;
  for (int i = 0; i < 53; i++)
    for (int j = 0; j < 3; j++)
      B[i][j] = A[i] * j;
#pragma endscop
  double s = 0;
  for (int i = 0; i < 60; i++) s += A[i] * (i + 1);
  for (int i = 0; i < 53; i++) s += B[i][2] + B[i][1];
  printf("%.17g %zu %zu\n", s, sizeof A, sizeof B);
  return 0;
}
