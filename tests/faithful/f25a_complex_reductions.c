#include <stdio.h>
#include <complex.h>
#define N 64

int main(void) {
  double _Complex a[N], b[N];
  float _Complex fa[N];
  double _Complex dot = 0, prod = 1, sq = 0;
  float _Complex fs = 0;
  double re = 0, im = 0;
  for (int i = 0; i < N; i++) {
    a[i] = (i % 7 - 3) * 0.125 + (i % 5 - 2) * 0.0625 * I;
    b[i] = 1.0 / (i + 1) - (i % 3) * 0.25 * I;
    fa[i] = (float)(i * 0.01) + (float)(i % 2) * I;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    dot += a[i] * b[i];
  for (int i = 0; i < 12; i++)
    prod *= 1.0 + a[i] * b[i];
  for (int i = 0; i < N; i++) {
    sq = sq + a[i] * a[i];
    fs += fa[i] * 2.0f;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    re += __real__ a[i] * __real__ b[i];
    im += __imag__ a[i];
  }
#pragma endscop
  printf("%.15g %.15g\n%.15g %.15g\n%.15g %.15g\n%.7g %.7g\n%.15g %.15g\n", __real__ dot, __imag__ dot,
         __real__ prod, __imag__ prod, __real__ sq, __imag__ sq, (double)__real__ fs, (double)__imag__ fs, re, im);
  return 0;
}
