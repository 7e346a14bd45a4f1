/* Floyd-Warshall on a flat pointer with the relaxation written as an if: the element the branch writes is
   one the condition reads at every instance, so the unconditional form writes nothing the if does not
   (the pointer's extent is unknown): offloaded. */
#include <stdio.h>
#include <stdlib.h>
static void fw(int n, double *d)
{
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        if (d[i * n + k] + d[k * n + j] < d[i * n + j])
          d[i * n + j] = d[i * n + k] + d[k * n + j];
#pragma endscop
}
int main(void)
{
  int n = 40;
  double *d = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n * n; i++) d[i] = (i * 37 % 101) + 1;
  for (int i = 0; i < n; i++) d[i * n + i] = 0;
  fw(n, d);
  double s = 0;
  for (int i = 0; i < n * n; i++) s += d[i] * (i % 7 + 1);
  printf("%.17g\n", s);
  free(d);
  return 0;
}
