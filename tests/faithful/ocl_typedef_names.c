/* The program's own typedefs named like OpenCL C's built-in types (uchar, uint, ulong, half, float2 as a
   struct-free alias of double) used in SCoP casts, arrays and scalars. */
#include <stdio.h>
typedef unsigned char uchar;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef float half;
typedef double float2;
#define N 40
static uchar U8[N];
static uint U32[N];
static ulong U64[N];
static half H[N];
static float2 F2[N];

int main(void) {
  half scale = 0.5f;
#pragma scop
  for (int i = 0; i < N; i++) {
    U8[i] = (uchar)(i * 37 + 200);
    U32[i] = (uint)(i - 20) * 3u;
    U64[i] = (ulong)U32[i] << 20;
    H[i] = (half)i * scale + (half)0.1;
    F2[i] = (float2)H[i] / 3 + U8[i];
  }
#pragma endscop
  for (int i = 0; i < N; i += 3) printf("%u %u %lu %a %a\n", U8[i], U32[i], U64[i], H[i], F2[i]);
  return 0;
}
