/* Function-local static arrays and scalars that keep their values between calls: a SCoP that accumulates
   into a static array on every call, one that reads a static counter updated after the SCoP, and two
   functions with a local static array of the same name and different sizes. */
#include <stdio.h>
#define N 700

static double total(const double *x, int n) {
  static double acc[N];
  static int calls = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    acc[i] += x[i] * (calls + 1);
#pragma endscop
  calls++;
  double s = 0;
  for (int i = 0; i < N; i++) s += acc[i];
  return s;
}

static double f1(int n) {
  static double T[N][4];
#pragma scop
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++)
      T[i][k] = T[i][k] + i * k;
#pragma endscop
  return T[n - 1][3];
}

static double f2(int n) {
  static double T[N / 2];
#pragma scop
  for (int i = 1; i < n; i++)
    T[i] = T[i - 1] + 1.5;
#pragma endscop
  return T[n - 1];
}

int main(void) {
  double x[N];
  for (int i = 0; i < N; i++) x[i] = (i % 5) - 1.5;
  double a = total(x, N), b = total(x, N / 2), c = total(x, 3);
  double d = f1(N) + f1(N) + f1(10), e = f2(N / 2) + f2(5);
  printf("%.10g %.10g %.10g %.10g %.10g\n", a, b, c, d, e);
  return 0;
}
