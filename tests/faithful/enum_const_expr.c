/* Enumerator values are integer constant expressions (C11 6.6): every operator, casts, sizeof of types
   and objects, character constants, implicit values following the previous one. */
#include <stdio.h>
typedef unsigned char byte;
static double T[4][6];
enum {
  A = 1 << 3, B = 100 % 7, C = 45 / 4, D = 0xF0 & 0x3C, E = 6 | 9, F = 5 ^ 3, G = ~5 + 10,
  H = !0 + !7, I = A > B ? A : B, J = (A < B) + (B <= 2) + (C == 11) + (C != 11) + (D >= 48),
  K = (A && 0) + (0 || B) * 2, L = (char)300, M = (unsigned char)-1, O = sizeof(double) + sizeof(byte),
  P = 'a' - '0', Q = (-7) / 2 + (-7) % 2, R = -1u > 0, S = (int)2.75 + sizeof T / sizeof T[0], U, V,
  W = sizeof(int[3][2]) + sizeof 'x', Y = (1ul << 40) >> 38, Z = -16 >> 2
};
static long X[64];
int main(void) {
#pragma scop
  for (int i = 0; i < 64; i++)
    X[i] = i * A + B + C + D + E + F + G + H + I + J + K + L + M + O + P + Q + R + S + U + V + W + Y + Z;
#pragma endscop
  long s = 0;
  for (int i = 0; i < 64; i++) s += X[i] * (i % 5);
  printf("%ld %ld\n", s, X[63]);
  return 0;
}
