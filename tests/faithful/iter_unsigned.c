/* Iterator types: an unsigned iterator in unsigned arithmetic, an int iterator mixed with an unsigned
   constant (32-bit unsigned wrap-around), and a short iterator promoted to int. */
#include <stdio.h>
#define N 64
int A[N], B[N], C[N];
unsigned D[N];
long E[N];

int main(void) {
#pragma scop
  for (unsigned i = 0; i < N; i++)
    A[i] = i - 5 > 100;
  for (int i = 0; i < N; i++)
    D[i] = (i - 8u) / 2;
  for (int i = 0; i < N; i++)
    E[i] = (i - 8u) / 2;
  for (short s = 0; s < N; s++)
    B[s] = s * 1000 * 1000;
  for (unsigned char c = 0; c < N; c++)
    C[c] = c - 10;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %u %ld %d %d\n", A[i], D[i], E[i], B[i], C[i]);
  return 0;
}
