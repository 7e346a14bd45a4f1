#include <stdio.h>
#include <stdlib.h>

static void work(int _n, double local[_n], double A[_n], double A_host[_n], double half, double *global)
{
  int i;
#pragma scop
  for (i = 0; i < _n; i++) {
    local[i] = A[i] * half + A_host[i];
    global[i] = local[i] + 1.0;
  }
#pragma endscop
}

int main(void)
{
  int n = 1000;
  double *l = malloc(n * sizeof *l), *a = malloc(n * sizeof *a), *ah = malloc(n * sizeof *ah), *g = malloc(n * sizeof *g);
  for (int i = 0; i < n; i++) { a[i] = i % 7; ah[i] = i % 3; }
  work(n, l, a, ah, 0.5, g);
  double s = 0;
  for (int i = 0; i < n; i++) s += l[i] * (i + 1) + g[i];
  printf("%.10e\n", s);
  return 0;
}
