/* Compound assignments into narrow and unsigned elements with operands of other types: `uc += 200`
   (wraps), `sc *= 3` (converted back to signed char), `us -= i` below zero, `b /= 2` on _Bool, `u <<= 3`,
   `x %= 7` on negative ints, `f *= 1e30` on float (overflow to inf avoided), `ll >>= 2` on negative
   long long, `i ^= ...`, `uc |= 0x80`. */
#include <stdio.h>
#define N 128
unsigned char UC[N];
signed char SC[N];
unsigned short US[N];
_Bool B[N];
unsigned U[N];
int X[N];
float F[N];
long long LL[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    UC[i] += 200;
    SC[i] *= 3;
    US[i] -= i * 700;
    B[i] /= 2;
    U[i] <<= 3;
    X[i] %= 7;
    F[i] *= 1e3;
    LL[i] >>= 2;
    X[i] ^= i * 5;
    UC[i] |= 0x80;
    SC[i] += 0.75 * i;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    UC[i] = i * 3; SC[i] = i - 64; US[i] = i * 10; B[i] = i & 1; U[i] = 0xF0000000u + i; X[i] = -i * 11;
    F[i] = i * 0.001f; LL[i] = -(long long)i * 12345;
  }
  run(N);
  long long s = 0;
  double t = 0;
  for (int i = 0; i < N; i++) { s += UC[i] + SC[i] * 3 + US[i] * 5 + B[i] * 7 + U[i] + X[i] * 11 + LL[i]; t += F[i]; }
  printf("%lld %.9g\n", s, t);
  return 0;
}
