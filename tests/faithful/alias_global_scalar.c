/* A pointer parameter that points at a global scalar the SCoP also reads or writes by name: the
   translation must see that p[0] and gain are one object (it runs the original code when they are). */
#include <stdio.h>
#define N 64
double gain = 1.5;
static double total = 0.0;
double Y[N], X[N];

static void scale(int n, double *p, double *y, const double *x)
{
#pragma scop
  p[0] = 4.0;
  for (int i = 0; i < n; i++)
    y[i] = gain * x[i] + p[0];
#pragma endscop
}

static void accumulate(int n, double *q, const double *x)
{
#pragma scop
  for (int i = 0; i < n; i++)
    total = total + x[i];
  for (int i = 0; i < n; i++)
    q[i] = q[i] + total;
#pragma endscop
}

int main(void)
{
  double other = 0.0, buf[N];
  for (int i = 0; i < N; i++) {
    X[i] = (i % 7) - 3;
    buf[i] = i;
  }
  scale(N, &gain, Y, X);          /* p is &gain */
  printf("%.6f %.6f %.6f\n", Y[0], Y[N - 1], gain);
  scale(N, &other, Y, X);         /* p is another object */
  printf("%.6f %.6f %.6f\n", Y[0], Y[N - 1], other);
  accumulate(1, &total, X);       /* q[0] is total */
  printf("%.6f\n", total);
  accumulate(N, buf, X);
  printf("%.6f %.6f %.6f\n", total, buf[0], buf[N - 1]);
  return 0;
}
