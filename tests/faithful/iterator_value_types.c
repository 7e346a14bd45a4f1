/* The iterator's declared type in bodies: size_t i - 10 wraps around (to 2^64 - 10 as a double),
   (i - 10) / 3 divides the wrapped value, int < size_t compares as unsigned; unsigned char and uint16_t
   iterators promoted to int.  (Passed as written.) */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 260
static double X[N], Y[N]; static long long L[N], M[N]; static int I[N];
int main(void) {
  for (int i = 0; i < N; i++) I[i] = i - 130;
#pragma scop
  for (size_t i = 0; i < N; i++) {
    X[i] = (double)(i - 10);
    L[i] = (i - 10) / 3 + I[i] * i;
    M[i] = I[i] < i;
  }
  for (unsigned char c = 0; c < 255; c++)
    Y[c] = c - 200 + (c << 4) + (uint8_t)(c * 3);
  for (uint16_t k = 0; k < N; k++)
    I[k] = (k - 300) >> 2;
#pragma endscop
  double s = 0; unsigned long long h = 0;
  for (int i = 0; i < N; i++) { s += X[i] * 1e-10 + Y[i]; h = h * 31 + L[i] + M[i] * 7 + I[i]; }
  printf("%.17g %llu %g %lld %lld\n", s, h, X[3], L[3], M[200]);
  return 0;
}
