/* <tgmath.h> in SCoP bodies: sqrt, exp, sin, fabs, pow and fmax on float arguments (the float
   functions, rounded in float), on double arguments, on mixed float/int arguments (double functions),
   and on long double (sequential or long double functions).  The float results are printed as floats
   converted to double, so a double evaluation would show. */
#include <stdio.h>
#include <tgmath.h>
#define N 128
float xf[N], yf[N];
double xd[N], yd[N];
long double xl[N], yl[N];

static void on_float(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    yf[i] = sqrt(xf[i]) + exp(-xf[i]) * sin(xf[i]) + fabs(xf[i] - 1.0f);
#pragma endscop
}

static void on_float_int(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    yf[i] += pow(xf[i], 2) + fmax(xf[i], 3);
#pragma endscop
}

static void on_double(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    yd[i] = sqrt(xd[i]) + exp(-xd[i]) * sin(xd[i]) + pow(xd[i], 0.5f);
#pragma endscop
}

static void on_long_double(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    yl[i] = sqrt(xl[i]) + fabs(xl[i] - 2.0L);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    xf[i] = 0.1f + (float)i * 0.173f;
    xd[i] = 0.1 + i * 0.173;
    xl[i] = 0.1L + i * 0.173L;
  }
  on_float(N);
  on_float_int(N);
  on_double(N);
  on_long_double(N);
  double s = 0, t = 0;
  for (int i = 0; i < N; i++) {
    printf("%.9g ", (double)yf[i]);
    s += yd[i] * (i + 1);
    t += (double)yl[i];
  }
  printf("\n%.17g %.17g\n", s, t);
  return 0;
}
