/* Shifts inside compound assignments and values of narrow and wide types, by amounts computed from
   the iterator: unsigned char <<= 9 - i % 3 (promoted to int, then narrowed to 0), unsigned short >>= by
   up to 16 (the promoted width, not the object's), short and signed char shifted through int and cast
   back, 1L << (i % 40) and long shifts past 32 bits, unsigned shifts by up to 31, and the division and
   modulo of negative values by unsigned divisors (-I[i] / 3u is an unsigned division, -LL[i] / 3u a
   signed one). */
#include <stdio.h>
#define N 48
unsigned char UC[N]; short S[N]; unsigned short US[N]; signed char SC[N]; long L[N]; unsigned U[N]; int I[N];
long long LL[N];
static void f(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    UC[i] <<= 9 - i % 3;
    US[i] >>= 17 + i % 5 - 5;
    S[i] = (short)(S[i] >> (12 + i % 8));
    SC[i] = (signed char)((unsigned char)SC[i] << (i % 4 + 4));
    L[i] = 1L << (i % 40) | (long)UC[i] << 40;
    U[i] = (1u << (i % 32)) >> (31 - i % 32) | (unsigned)US[i] << 16;
    I[i] = -I[i] / 3u + I[i] % -7;
    LL[i] = -LL[i] / 3u + (LL[i] % 5u);
  }
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) {
    UC[i] = i * 37; S[i] = i * 700 - 16000; US[i] = 65535 - i * 999; SC[i] = i * 5 - 100;
    I[i] = i * 12345 - 300000; LL[i] = i * 123456789012LL - 3000000000000LL; }
  f(N); f(N / 2);
  for (int i = 0; i < N; i++)
    printf("%d %d %d %d %ld %u %d %lld\n", UC[i], S[i], US[i], SC[i], L[i], U[i], I[i], LL[i]);
  return 0;
}
