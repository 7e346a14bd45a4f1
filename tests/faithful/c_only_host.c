/* Valid C that C++ refuses around a SCoP: an old-style (K&R) function definition and a goto that jumps
   past an initialised declaration.  The CUDA translation keeps the host part in a .c file (as one .cu
   it did not compile); the SCoP itself is translated. */
#include <stdio.h>
#define N 256

double A[N][N], B[N][N];

static double twice(x)
  double x;
{
  return 2 * x;
}

int main(int argc, char **argv)
{
  (void)argv;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i + j) % 9;
  if (argc > 5)
    goto done;
  int scale = 2;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = A[j][i] * scale + A[i][j];
#pragma endscop
done:;
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += B[i][j] * (i + 1);
  printf("%.10e\n", twice(s));
  return 0;
}
