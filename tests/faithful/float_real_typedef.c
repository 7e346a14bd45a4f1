/* `typedef float real;` data computed with double literals (0.1 is a double: the product is made in double,
   then rounded to float), math calls with int arguments (sqrt(i), pow(2, i) are double functions), float
   functions of the typedef (sqrtf), int divisions stored into floats (i / 3 truncates first), float to int
   conversions of negative values (truncation toward zero), and int to float conversions that round
   (16777217 is not a float). */
#include <stdio.h>
#include <math.h>
typedef float real;
#define N 200
static real X[N], Y[N], Z[N];
static int I[N];
static long L[N];
static real acc;

int main(void) {
  for (int i = 0; i < N; i++) { X[i] = (real)(i * 0.37 - 20); Y[i] = 0; Z[i] = 1; }
  acc = 0.5f;
#pragma scop
  for (int i = 0; i < N; i++) {
    Y[i] = X[i] * 0.1 + sqrt(i) + i / 3;
    Z[i] = sqrtf(Y[i] * Y[i] + 1) - pow(2, i % 30) / 1e9 + 16777217 * (i % 2);
    I[i] = X[i] * 3.3;
    L[i] = (long)(Y[i] * -1000.0f) + (int)(X[i] / 7) + (16777217 + i) * 1.0f;
    X[i] = X[i] / 3 + 1.0 / 3;
  }
  for (int i = 0; i < N; i++)
    acc = acc * 0.999 + X[i] * 0.001;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.9g %.9g %.9g %d %ld\n", X[i], Y[i], Z[i], I[i], L[i]);
  printf("%.9g\n", acc);
  return 0;
}
