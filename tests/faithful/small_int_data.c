/* char, signed char, unsigned char and unsigned short data in statements, where the integer promotions
   decide the value: a difference of two unsigned chars that is negative as int, an unsigned short
   complemented (~u is a negative int), a plain char compared with a negative value, a product of two
   unsigned shorts shifted down, averages that round, and the conversions back on store. */
#include <stdio.h>
#define N 300
static unsigned char P[N], Q[N];
static signed char S[N];
static char C[N];
static unsigned short U[N];
static int D[N], E[N], F[N];
static short W[N];
static unsigned char Avg[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    P[i] = (unsigned char)(i * 37 + 11);
    Q[i] = (unsigned char)(i * 91 + 200);
    S[i] = (signed char)(i * 13 - 100);
    C[i] = (char)(i * 7 - 60);
    U[i] = (unsigned short)(i * 419 + 30000);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    D[i] = P[i] - Q[i];
    E[i] = ~U[i] + (U[i] >> 3) - (S[i] < -50) * 1000 + (C[i] > -3);
    F[i] = (U[i] * (U[(i + 1) % N] >> 2)) >> 15;
    W[i] = (short)(S[i] * S[i] - P[i] * 200);
    Avg[i] = (P[i] + Q[i] + 1) / 2;
    S[i] = S[i] / 3 + C[i] % 5;
    U[i] = U[i] * 3 + P[i];
    C[i] = (char)(C[i] + Q[i]);
  }
#pragma endscop
  long sum = 0;
  for (int i = 0; i < N; i++) {
    printf("%d %d %d %d %d %d %d %d\n", D[i], E[i], F[i], W[i], Avg[i], S[i], U[i], C[i]);
    sum += D[i] ^ E[i];
  }
  printf("sum %ld\n", sum);
  return 0;
}
