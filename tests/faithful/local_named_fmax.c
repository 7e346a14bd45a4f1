/* A local array named fmax (valid C: it hides the function in main) beside an fmaxf reduction: the
   combine of the partial results must not call the user's fmax (OpenMP uses the compiler's builtin). */
#include <stdio.h>
#include <math.h>
#define N 3000
int main(void) {
  static float F[N]; static double fmax[N];
  float m = -1.0f;
  for (int i = 0; i < N; i++) { F[i] = (i * 37 % 101) * 0.5f; fmax[i] = i; }
#pragma scop
  for (int i = 0; i < N; i++) m = fmaxf(m, F[i] + (float)fmax[i]);
#pragma endscop
  printf("%g\n", m);
  return 0;
}
