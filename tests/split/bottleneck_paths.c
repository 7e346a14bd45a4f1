/* Widest (bottleneck) paths in doubles: max over k of min(w[i][k], w[k][j]), written with fmin/fmax, on a
   pointer to rows passed to a function. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void widest(int n, double (*w)[n])
{
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        w[i][j] = fmax(w[i][j], fmin(w[i][k], w[k][j]));
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 53;
  double (*w)[n] = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      w[i][j] = (i * 37 + j * 11) % 13 < 4 ? 0.0 : 0.25 * ((i * 7 + j * 19) % 61) + 0.125 * i;
  widest(n, w);
  for (int i = 0; i < n; i++)
    printf("%.17g %.17g\n", w[i][i], w[i][(i * 5) % n]);
  free(w);
  return 0;
}
