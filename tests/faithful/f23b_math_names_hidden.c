/* Parameters named like math functions the SCoP calls under their float spellings: an array `sqrt` and a
   float `fabs` hide the double functions, while sqrtf, fabsf and powf stay callable (OpenCL C spells
   them sqrt, fabs and pow, the names the kernel's parameters take). */
#include <stdio.h>
#include <math.h>
#define N 64
float X[N];
static void f(int n, float *sqrt, float fabs) {
#pragma scop
  for (int i = 0; i < n; i++)
    sqrt[i] = sqrtf(X[i]) + fabsf(X[i] - fabs) + powf(X[i], 0.5f);
#pragma endscop
}
int main(void) {
  float out[N];
  for (int i = 0; i < N; i++) X[i] = i * 0.5f;
  f(N, out, 3.0f);
  for (int i = 0; i < N; i += 9) printf("%.9g\n", out[i]);
  return 0;
}
