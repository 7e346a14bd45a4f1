/* Integer arithmetic in bodies and conditions: unsigned wrap-around in stored values, long long, unsigned
   and size_t mixed in comparisons (usual arithmetic conversions), / and % of negative data, right shifts
   of negative values (arithmetic, as GCC does), shifts by amounts of the iterator, negative values
   stored into unsigned short, uint8_t and int16_t promoted to int, comparisons stored as ints, plain
   and signed char.  (Passed as written.) */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#define N 300
static unsigned U[N]; static long long LL[N]; static size_t SZ[N];
static int A[N], B[N], Q[N], R[N], SH[N], SA[N];
static unsigned char UC[N]; static uint8_t U8[N]; static int16_t S16[N];
static int BO[N]; static char C[N]; static signed char SC[N];
static unsigned long long ULL[N]; static unsigned short US[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    U[i] = 4000000000u + i * 1234567u; LL[i] = (long long)i * -3000000000LL;
    SZ[i] = (size_t)i * 7; A[i] = i * 37 - 5000; B[i] = (i % 7) - 3; if (B[i] == 0) B[i] = 5;
    UC[i] = (unsigned char)(i * 13); U8[i] = (uint8_t)(i * 29); S16[i] = (int16_t)(i * 211 - 30000);
    C[i] = (char)(i * 3); SC[i] = (signed char)(i * 5);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    U[i] = U[i] * 3u + 0xF0000000u;
    ULL[i] = (unsigned long long)(A[i] * 2) + U[i];
    Q[i] = A[i] / B[i];
    R[i] = A[i] % B[i];
    SH[i] = A[i] >> (i % 5);
    SA[i] = (i % 17) << (i % 9);
    US[i] = A[i];
    BO[i] = (U[i] > (unsigned)A[i]) + (LL[i] < SZ[i]) * 2 + (A[i] < U[i]) * 4 + (LL[i] < U[i]) * 8;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    UC[i] = UC[i] * U8[i] + S16[i];
    S16[i] = (int16_t)(S16[i] * 3 + U8[i]);
    U8[i] = ~U8[i] >> 1;
    A[i] = (C[i] < 0) + (SC[i] >> 2) + (C[i] * 2 > 100);
    if (LL[i] + SZ[i] > 1000u)
      B[i] = (int)(LL[i] % 1000) + (SZ[i] - 3 > 5);
  }
#pragma endscop
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) {
    h = h * 1000003u + U[i]; h = h * 1000003u + ULL[i]; h = h * 31 + (unsigned)Q[i]; h = h * 31 + (unsigned)R[i];
    h = h * 31 + (unsigned)SH[i]; h = h * 31 + (unsigned)SA[i]; h = h * 31 + US[i]; h = h * 31 + BO[i];
    h = h * 31 + UC[i]; h = h * 31 + (unsigned)S16[i]; h = h * 31 + U8[i]; h = h * 31 + (unsigned)A[i]; h = h * 31 + (unsigned)B[i];
  }
  printf("%llu %d %d %u %d\n", h, Q[7], R[9], U[3], B[200]);
  return 0;
}
