/* A kernel whose array parameters have declared rows (`double a[M][M]`) and whose loops run to a size
   parameter: for m > M its accesses leave the rows, which s2s does not model, so the translation runs
   its own code for m in 1..M and the original lines otherwise.  gcc inlines the kernel into main, knows
   the object's size there and, in that fallback branch, sees an access past the end that no run makes:
   -Wall -Werror builds failed on -Warray-bounds although the original builds cleanly. */
#include <stdio.h>
#include <stdlib.h>

#ifndef M
#define M 300
#endif

void corner_fill(int m, double a[M][M], double v[M])
{
  int i, j;
#pragma scop
  for (i = 0; i < m; i++)
    for (j = 0; j < m; j++)
      a[i][j] = v[i] * 0.5 + v[j] * (double)(j % 3);
  a[m - 1][m - 1] = 1.0;
#pragma endscop
}

int main(void)
{
  double (*a)[M][M] = malloc(sizeof *a);
  double *v = malloc(M * sizeof *v);
  double s = 0.0;
  int i, j;
  if (a == NULL || v == NULL)
    return 1;
  for (i = 0; i < M; i++)
    v[i] = (double)((i * 7) % 13) / 13.0;
  corner_fill(M, *a, v);
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      s += (*a)[i][j] * (double)((i + j) % 5);
  printf("%.10e %.10e\n", s, (*a)[M - 1][M - 1]);
  free(a);
  free(v);
  return 0;
}
