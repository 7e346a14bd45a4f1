/* K&R-style function definitions (parameter declarations after the list) holding SCoPs. */
#include <stdio.h>

static double U[60], V[60];

static void axpy(n, a, x, y)
int n;
double a;
double *x, *y;
{
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    y[i] = y[i] + a * x[i];
#pragma endscop
}

static double dot(n, x, y)
  int n;
  double x[], y[];
{
  int i;
  double s = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    s += x[i] * y[i];
#pragma endscop
  return s;
}

int main() {
  for (int i = 0; i < 60; i++) { U[i] = i * 0.5; V[i] = (i % 4) - 1.5; }
  axpy(60, 0.25, U, V);
  axpy(30, -1.0, V, U);
  printf("%.10f %.10f %.10f\n", dot(60, U, V), U[10], V[59]);
  return 0;
}
