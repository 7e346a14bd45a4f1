/* The same shape, but the scalar is read after the SCoP (it must keep the last iteration's value), and a
   second scalar carries a value from one row to the next. */
#include <stdio.h>

#define N 25
#define M 17

static double A[N][M], y[N];

int main(void)
{
  double t = 0, carry = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (double)((3 * i + j) % 7) - 3;
#pragma scop
  for (int i = 0; i < N; i++) {
    t = 0;
    for (int j = 0; j < M; j++)
      t += A[i][j];
    y[i] = t * carry;
    carry = 0.5 * carry + t;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%.15g\n", y[i]);
  printf("%.15g\n", t);
  return 0;
}
