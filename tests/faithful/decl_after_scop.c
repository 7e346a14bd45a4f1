/* Declarations at the top of a SCoP are in scope after '#pragma endscop': used there, they keep the SCoP's
   code as written (its translation replaces those lines). */
#include <stdio.h>
#define N 64
double A[N], B[N];
int main(void) {
  for (int i = 0; i < N; i++) B[i] = i;
#pragma scop
  int k = 3;
  double scale = 0.5;
  for (int i = 0; i < N; i++)
    A[i] = B[i] * k * scale;
#pragma endscop
  printf("%d %g\n", k, scale);
  for (int i = 0; i < N; i++) printf("%g\n", A[i]);
  return 0;
}
