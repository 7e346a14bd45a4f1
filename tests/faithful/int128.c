/* GNU's 128-bit types in a SCoP: data, a typedef, casts of 64-bit data, the predefined __int128_t and
   __uint128_t, and __float128. No value may be narrowed to 64 bits (the device targets keep the SCoP on
   the host: OpenCL C has no 128-bit types). */
#include <stdio.h>
typedef __int128 i128;
long A[64], B[64], H[64];
unsigned long C[64];
i128 S[64];
unsigned __int128 U[64];
__float128 Q[64];
int main(void) {
  __int128_t T[64];
  __uint128_t V[64];
  for (int i = 0; i < 64; i++) {
    A[i] = (long)i * 123456789012345L - 77;
    B[i] = 987654321987L - i;
    Q[i] = i + 0.5;
  }
#pragma scop
  for (int i = 0; i < 64; i++) {
    S[i] = (i128)A[i] * B[i] * 1000003;
    U[i] = (unsigned __int128)B[i] << 70 | (unsigned long)A[i];
    T[i] = S[i] - ((__int128_t)1 << 100);
    V[i] = (__uint128_t)U[i] * 3 + sizeof(i128);
    H[i] = (long)(((i128)A[i] * B[i]) >> 64);
    C[i] = (unsigned long)((unsigned __int128)B[i] * (unsigned long)A[i] % 1000000007u);
    Q[i] = Q[i] / 3 + (__float128)A[i] * 1e-30;
  }
#pragma endscop
  unsigned long h = 0;
  double q = 0;
  for (int i = 0; i < 64; i++) {
    h = h * 31 + (unsigned long)(S[i] >> 64) + (unsigned long)S[i] + (unsigned long)(U[i] >> 64) +
        (unsigned long)(T[i] >> 64) + (unsigned long)(V[i] >> 60) + (unsigned long)H[i] + C[i];
    q += (double)(Q[i] * 1e20 - (__float128)(double)(Q[i] * 1e20));
  }
  printf("%lu %.17g\n", h, q);
  return 0;
}
