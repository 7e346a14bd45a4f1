/* Reductions into narrow unsigned accumulators over long loops: an unsigned char sum that wraps many
   times, an unsigned short product, an unsigned int difference (-=) that wraps below 0, a uint8_t max
   and an unsigned short min by ternaries, an XOR of shorts, and the sum of squares of unsigned chars
   (promoted to int before the product). */
#include <stdio.h>
#include <stdint.h>
#define N 5000
unsigned char A[N];
unsigned short B[N];
unsigned int C[N];

static void reduce(int n) {
  unsigned char s8 = 7;
  unsigned short p16 = 1;
  unsigned int d = 3;
  uint8_t mx = 0;
  unsigned short mn = 65535;
  short x = 0;
  unsigned long sq = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    s8 += A[i];
    p16 *= (unsigned short)(B[i] | 1);
    d -= C[i];
    mx = A[i] > mx ? A[i] : mx;
    mn = B[i] < mn ? B[i] : mn;
    x ^= (short)B[i];
    sq += A[i] * A[i];
  }
#pragma endscop
  printf("%u %u %u %u %u %d %lu\n", s8, p16, d, mx, mn, x, sq);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (unsigned char)(i * 37 + 11);
    B[i] = (unsigned short)(i * 2654435761u >> 7);
    C[i] = i * 40503u + 17;
  }
  reduce(N);
  reduce(1);
  reduce(0);
  reduce(257);
  return 0;
}
