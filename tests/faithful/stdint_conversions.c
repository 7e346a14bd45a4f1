/* Implicit conversions of fixed-width and wide types in statements: int to uint8_t and uint16_t (wrap),
   int8_t from a char constant, size_t arithmetic that wraps, long long products, unsigned long long
   constants, INT64_MIN and INT_MIN, 2147483648 (a long), a hex float added to a float, double to int and
   to short of negative values (truncation toward zero). */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>
#include <math.h>
#include <stddef.h>
#define N 300
static long long LL[N]; static unsigned long long ULL[N]; static int64_t I64[N]; static uint8_t U8[N];
static size_t SZ[N]; static float F[N]; static double D[N]; static int I[N]; static char C[N];
static unsigned U[N]; static short SH[N]; static uint16_t U16[N]; static int8_t I8[N]; static ptrdiff_t PD[N];
int main(void) {
  for (int i = 0; i < N; i++) { D[i] = (i - 150) * 1.37; I[i] = i * 1000003; }
#pragma scop
  for (int i = 0; i < N; i++) {
    LL[i] = (long long)I[i] * I[i] - 3LL;
    ULL[i] = 0xFFFFFFFFFFFFFFFFull - (unsigned long long)i * 0x100000001ull;
    I64[i] = INT64_MIN + i;
    U8[i] = I[i] + 250;
    SZ[i] = (size_t)i * 3u - 1;

    F[i] = D[i] * 0.1 + 0x1p-3 + 1.5f;
    I[i] = D[i];
    C[i] = I[i] * 7;
    U[i] = 2147483648 + i + 1u + 1ul + 0x7fffffff;
    SH[i] = (int)(D[i] * 300.0);
    U16[i] = -i;
    I8[i] = 'a' + i;
    PD[i] = (ptrdiff_t)i - INT_MIN;
  }
#pragma endscop
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) {
    h = h * 31 + (unsigned long long)LL[i]; h = h * 31 + ULL[i]; h = h * 31 + (unsigned long long)I64[i]; h = h * 31 + U8[i];
    h = h * 31 + SZ[i]; h = h * 31 + (unsigned long long)(long long)(F[i] * 1e6); h = h * 31 + (unsigned)I[i];
    h = h * 31 + (unsigned char)C[i]; h = h * 31 + U[i]; h = h * 31 + (unsigned short)SH[i]; h = h * 31 + U16[i]; h = h * 31 + (unsigned char)I8[i];
  }
  printf("%llu %d %d %g\n", h, I[3], C[5], F[7]);
  return 0;
}
