/* Scalars and arrays named like math functions (block-scope names may hide the library's): `sqrt` and
   `fabs` are doubles read by the statements, next to calls of sqrtf and fabsf, which OpenCL C and CUDA's
   C++ spell with the overloaded names sqrt and fabs (the kernel's parameters must not hide them); a
   local array `floor` next to floorf and a parameter `abs` next to labs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define N 40
static float F[N], G[N];
static double D[N];

static void f(double sqrt, double fabs, int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    G[i] = sqrtf(F[i]) + fabsf(F[i] - 3.0f);
    D[i] = sqrt * F[i] + fabs;
  }
#pragma endscop
}

static double g(int abs, int n) {
  double floor[N];
  long L[N];
  for (int i = 0; i < N; i++) floor[i] = i * 0.75, L[i] = i * 3 - 50;
#pragma scop
  for (int i = 0; i < n; i++)
    floor[i] = floorf(F[i] * 1.5f) + floor[i] * abs + labs(L[i]);
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += floor[i] * (i + 1);
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) F[i] = i * 0.5f;
  f(2.5, -1.0, N);
  printf("%.17g\n", g(3, N));
  for (int i = 0; i < N; i++) printf("%.9g %.17g\n", G[i], D[i]);
  return 0;
}
