/* Shifts whose left operand is narrow: C promotes it to int first, so (unsigned char)x << 10 and a short
   shifted by 20 keep their bits (OpenCL C masks the count by the promoted width, 32, not 8 or 16); a
   signed char shifted right by 9 (all sign); an unsigned short shifted by 17; shifts by an unsigned
   char count and by a long count (the result has the left operand's type, not long). */
#include <stdio.h>
#define N 32
static unsigned char UC[N];
static signed char SC[N];
static short SH[N];
static unsigned short US[N];
static int R1[N], R2[N], R3[N], R4[N], R5[N];
static long R6[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    UC[i] = (unsigned char)(i * 37 + 5); SC[i] = (signed char)(i * 23 - 100);
    SH[i] = (short)(i * 1000 - 9000); US[i] = (unsigned short)(i * 2500);
  }
  unsigned char k8 = 9;
  long k64 = 3;
#pragma scop
  for (int i = 0; i < N; i++) {
    R1[i] = UC[i] << 10;
    R2[i] = (SH[i] & 0x3ff) << 20;
    R3[i] = SC[i] >> 9;
    R4[i] = (int)((unsigned)US[i] << 17 >> 17) + (UC[i] << k8);
    R5[i] = (SH[i] >> (i % 16)) + (US[i] >> 15);
    R6[i] = (UC[i] << k64) + ((long)(SH[i] & 0x7fff) << 33) + (sizeof(UC[i] << 1) == 4) * 1000000;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %d %d %ld\n", R1[i], R2[i], R3[i], R4[i], R5[i], R6[i]);
  return 0;
}
