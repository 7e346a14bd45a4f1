/* Identifiers with characters outside ASCII (C11 6.4.2.1, 6.4.3): written in UTF-8 (`été`) or as
   universal character names (`\u00fcber`, the same identifier as `über`); arrays, parameters, a scalar
   and a loop bound.  Strings that hold such characters are strings. */
#include <stdio.h>
#define N 32
double été[N], \u00fcber[N][N];
double σ = 0;

static void kernel(int ñ, double α) {
#pragma scop
  for (int i = 0; i < ñ; i++)
    for (int j = 0; j < ñ; j++)
      über[i][j] = été[i] * α + j;
  for (int i = 0; i < ñ; i++)
    été[i] = \u00fcber[i][i] + 1;
  for (int i = 0; i < ñ; i++)
    σ += été[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) été[i] = i;
  kernel(N, 0.5);
  kernel(10, 2.0);
  printf("%s %g\n", "été \u00e9 s2sU000000e9_", σ);
  for (int i = 0; i < N; i++) printf("%g %g\n", été[i], \u00fcber[i][N - 1 - i]);
  return 0;
}
