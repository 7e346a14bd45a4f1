/* SCoP functions defined after main, used through prototypes (one without parameter names, one
   declared twice, one with `register` parameters). */
#include <stdio.h>

void fill(int, int, double *);
static double norm1(int n, const double *v);
static double norm1(int n, const double *v);
static void shift(register int n, register double *v, register double d);

int main(void) {
  double v[64];
  fill(64, 3, v);
  shift(64, v, -1.25);
  printf("%.10f %.10f %.10f\n", norm1(64, v), v[0], v[63]);
  fill(10, 7, v);
  printf("%.10f\n", norm1(10, v));
  return 0;
}

void fill(int n, int k, double *v) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    v[i] = (double)((i * k) % 10) * 0.3;
#pragma endscop
}

static double norm1(int n, const double *v) {
  int i;
  double s = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    s += v[i] >= 0 ? v[i] : -v[i];
#pragma endscop
  return s;
}

static void shift(register int n, register double *v, register double d) {
  register int i;
#pragma scop
  for (i = 0; i < n; i++)
    v[i] = v[i] + d;
#pragma endscop
}
