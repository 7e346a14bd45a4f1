/* A SCoP function that calls itself with a smaller size after its SCoP (a pyramid of halvings). */
#include <stdio.h>
#include <stdlib.h>

static double level_sum[12];

static void pyramid(int n, double *a, int lev) {
  int i;
  double s = 0.0;
  if (n < 1) return;
#pragma scop
  for (i = 0; i < n / 2; i++)
    a[i] = 0.5 * (a[2 * i] + a[2 * i + 1]);
  for (i = 0; i < n / 2; i++)
    s += a[i];
#pragma endscop
  level_sum[lev] = s;
  if (n / 2 >= 1) pyramid(n / 2, a, lev + 1);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 256;
  double *a = malloc(sizeof(double) * (size_t)n);
  for (int i = 0; i < n; i++) a[i] = (double)((i * 13) % 29) - 14.0;
  pyramid(n, a, 0);
  for (int l = 0; l < 10; l++) printf("level %d %.10f\n", l, level_sum[l]);
  printf("%.10f\n", a[0]);
  free(a);
  return 0;
}
