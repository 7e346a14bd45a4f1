/* Integer promotions in element-wise products: unsigned char * unsigned char is an int (255 * 255 does not
   wrap to a byte), unsigned short * unsigned short up to 40000 stays positive in int, a signed char
   product stored into an unsigned char (converted modulo 256), ~ of an unsigned char (an int, negative),
   a short difference stored into an unsigned short, a uint16_t shifted left by 8 (int), and a char
   compared with 200 (promoted: a signed char is never 200). */
#include <stdio.h>
#include <stdint.h>
#define N 3000
unsigned char A[N], B[N], R3[N];
unsigned short S[N], T[N], R5[N];
signed char C[N];
int R1[N], R4[N], R7[N];
unsigned R2[N];
uint16_t W[N];
long R6[N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    R1[i] = A[i] * B[i];
    R2[i] = S[i] % 40000u * (T[i] % 40000u);
    R3[i] = C[i] * C[n - 1 - i];
    R4[i] = ~A[i];
    R5[i] = (short)S[i] - (short)T[i];
    R6[i] = W[i] << 8;
    R7[i] = C[i] == 200 || (unsigned char)C[i] == 200 ? 1 : (A[i] > 127) - (C[i] < 0);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (unsigned char)(i * 7 + 200);
    B[i] = (unsigned char)(255 - i);
    S[i] = (unsigned short)(i * 977 + 30000);
    T[i] = (unsigned short)(i * 1231 + 12345);
    C[i] = (signed char)(i * 13 - 100);
    W[i] = (uint16_t)(i * 4099);
  }
  kernel(N);
  long s = 0;
  for (int i = 0; i < N; i++)
    s += R1[i] + (long)R2[i] % 100003 + R3[i] * 3 + R4[i] + R5[i] * 2 + R6[i] % 1009 + R7[i] * 11;
  printf("%ld %d %u %d %d %d %ld %d\n", s, R1[5], R2[5], R3[5], R4[5], R5[5], R6[5], R7[5]);
  return 0;
}
