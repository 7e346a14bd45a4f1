/* flat pointers whose names and row length are words of isl's syntax (mod, max, exists, min): the model must not read them as isl text */
#include <stdio.h>
#include <stdlib.h>
static void f(int mod, int max, double *exists, double *min)
{
#pragma scop
  for (int i = 0; i < max; i++)
    for (int j = 0; j < mod; j++)
      min[i * mod + j] = exists[i * mod + j] * 2.0 + 1.0;
#pragma endscop
}
int main(void)
{
  int mod = 37, max = 23;
  double *a = malloc(sizeof(double) * mod * max), *b = malloc(sizeof(double) * mod * max);
  for (int k = 0; k < mod * max; k++) a[k] = k * 0.5;
  f(mod, max, a, b);
  double s = 0;
  for (int k = 0; k < mod * max; k++) s += b[k] * (k % 7);
  printf("%.6f\n", s);
  free(a); free(b);
  return 0;
}
