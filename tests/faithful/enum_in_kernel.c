/* Enumeration constants in the statements of a SCoP: device code has no declaration of them (the
   block-scope enum of main, the file-scope one declared after the kernels are written). */
#include <stdio.h>
#define N 40
enum { SHIFT = -3, SCALE = 7 };
static double X[N];
static long L[N];
int main(void) {
  enum { K = 2, J };
#pragma scop
  for (int i = 0; i < N; i++) {
    X[i] = i * K + SHIFT;
    L[i] = (long)i * SCALE - J;
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += X[i] + L[i];
  printf("%g %g %ld\n", s, X[N - 1], L[N - 1]);
  return 0;
}
