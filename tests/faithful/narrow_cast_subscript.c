/* Conversions to types narrower than int in subscripts and conditions: (unsigned char)i wraps modulo 256,
   so the first loop writes each element of A more than once (a dependence the model must see); the
   others stay in range, wrap into signed char, or convert to _Bool. uint8_t is spelled for the device. */
#include <stdint.h>
#include <stdio.h>
#define N 600
double A[256], B[N], C[N], D[2][N], E[N], F[256];

int main(void) {
  for (int i = 0; i < N; i++) { B[i] = i % 7; C[i] = 0; E[i] = 0; }
  for (int i = 0; i < 256; i++) { A[i] = 1; F[i] = 1; }
#pragma scop
  for (int i = 0; i < N; i++)
    A[(unsigned char)i] = A[(unsigned char)i] * 0.5 + B[i];
  for (int i = 0; i < 200; i++)
    F[(uint8_t)i] = F[(uint8_t)i] * 0.5 + B[i];
  for (int i = 0; i < 250; i++)
    C[(signed char)(i + 100) + 128] += i;
  for (int i = 0; i < N; i++)
    D[(_Bool)(i % 3)][i] = i;
  for (int i = 0; i < 250; i++)
    if ((unsigned char)(i * 3) < 100)
      E[i] = 1;
#pragma endscop
  for (int i = 0; i < 256; i++) printf("%.17g %.17g %g %g %g %g\n", A[i], F[i], C[i], D[0][i], D[1][i], E[i]);
  return 0;
}
