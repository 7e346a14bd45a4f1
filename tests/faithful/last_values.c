/* Scalars that keep the value of the last iteration that wrote them: last = i in every iteration, a
   write under an affine condition (if (i % 7 == 3) found = i), a copy of an array element (x = A[i])
   in a 2-D nest whose inner loop is parallel, a flag set and never reset, and a scalar written by two
   loops in turn.  The values are read after the SCoP. */
#include <stdio.h>
#define N 100
#define M 30
static double A[N], B[N][M];

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.5 - 3;
  int last = -1, found = -1, flag = 0, twice = 0;
  double x = 0, y = -1;
#pragma scop
  for (int i = 0; i < N; i++) {
    A[i] = A[i] * 2;
    last = i;
  }
  for (int i = 0; i < N; i++)
    if (i % 7 == 3)
      found = i;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      B[i][j] = A[i] + j;
      x = A[i];
    }
  for (int i = 10; i < N - 10; i++)
    if (i > 40 && i < 45)
      flag = 1;
  for (int i = 0; i < N; i++)
    twice = i * 2;
  for (int j = 0; j < M; j++)
    twice = twice + j;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      if (j == i % M)
        y = B[i][j];
#pragma endscop
  printf("%d %d %d %d %.17g %.17g\n", last, found, flag, twice, x, y);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s += B[i][j] * (i + 1) * (j + 2);
  printf("%.17g\n", s);
  return 0;
}
