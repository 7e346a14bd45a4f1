/* By-value parameters of every scalar type read in a SCoP's statements and bounds: char, signed char,
   unsigned char, short, unsigned short, float, long, unsigned long, size_t, int8_t and uint16_t.  Device
   code takes each with its C type (an OpenCL argument's size must be the kernel's parameter's). */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 64
static double A[N], B[N];
static long L[N];

static void kernel(char c, signed char sc, unsigned char uc, short s, unsigned short us, float f, long l,
                   unsigned long ul, size_t z, int8_t i8, uint16_t u16) {
#pragma scop
  for (int i = 0; i < uc / 4; i++)
    A[i] = A[i] * f + c - sc * 0.5 + s / 4 + us % 7;
  for (size_t i = z; i < (size_t)us && i < N; i++)
    L[i] = L[i] + l * (long)i - (long)(ul / 3) + i8 * u16;
  for (short i = s; i < N; i++)
    B[i] = B[i] - i8 + (i < sc) + f * uc;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 1.0 / (i + 1); L[i] = i * 3; }
  kernel('a', -7, 200, 10, 40, 0.75f, -123456789012L, 9876543210UL, 3, -5, 60000);
  kernel(-1, 100, 17, 30, 65535, -1.5f, 4, 7, 0, 127, 1);
  for (int i = 0; i < N; i++) printf("%.12g %.12g %ld\n", A[i], B[i], L[i]);
  return 0;
}
