/* Iterators of the types users take from <stddef.h> and <stdint.h>: a size_t loop counting down to 0
   with the wrap idiom (`i < n` after i--: kept sequential with a warning, its start n - 1 wraps at n = 0), a uint8_t iterator over 0..255 that
   stops at 255 with `<=` avoided, an int16_t iterator with a negative start, a uint64_t iterator with a
   product in the subscript, and sizeof(int) * n as a bound in bytes. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 1200
double A[N], B[N];
int32_t H[256];
int64_t W[N];
unsigned char bytes[N * sizeof(int)];

static void kernel(size_t n, int16_t lo) {
#pragma scop
  for (size_t i = n - 1; i < n; i--)
    A[i] = A[i] * 0.5 + (double)i;
#pragma endscop
#pragma scop
  for (uint8_t c = 0; c < 255; c++)
    H[c] += c * 3 - 100;
  for (int16_t k = lo; k < 100; k++)
    B[k + 300] = B[k + 300] - k;
  for (uint64_t i = 0; i < n / 3; i++)
    W[3 * i] += (int64_t)i * -7;
  for (size_t b = 0; b < sizeof(int) * n; b++)
    bytes[b] = (unsigned char)(bytes[b] + b);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 10; B[i] = i; W[i] = i; }
  kernel(N, -300);
  kernel(1, 50);
  kernel(0, 99);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 4) + B[i] + W[i] * (i % 3);
  for (int i = 0; i < 256; i++) s += H[i];
  long b = 0;
  for (size_t i = 0; i < sizeof bytes; i++) b += bytes[i] * (i % 7);
  printf("%.10g %ld\n", s, b);
  return 0;
}
