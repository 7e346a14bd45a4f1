/* Narrow iterators: uint16_t and unsigned char iterators whose bounds are int expressions after the
   integer promotions (`uint16_t n` with n - 1 an int: n = 0 runs no iteration, where an unsigned n would
   wrap), a char iterator over letters, a signed char counting down by 7 across zero, and int8_t/uint8_t
   subscripts converted back. */
#include <stdio.h>
#include <stdint.h>
#define N 300
double A[N], B[N];
int L[128], H[256];
long W[N];

static void k(uint16_t n, uint8_t m) {
#pragma scop
  for (uint16_t i = 0; i < n - 1; i++)
    A[i] = A[i + 1] * 0.5 + i;
#pragma endscop
#pragma scop
  for (uint16_t i = 1; i <= n - 1; i += 3)
    B[i] = B[i] + (double)(uint16_t)(i * 300);
  for (char c = 'a'; c <= 'z'; c++)
    L[(int)c] += c - 'a';
  for (signed char c = 100; c > -100; c -= 7)
    W[c + 100] += c * 2;
  for (uint8_t b = m; b > 0; b--)
    H[b] = H[b] * 3 + (uint8_t)(b * 5);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 9; B[i] = -i; W[i] = i; }
  for (int i = 0; i < 256; i++) H[i] = i;
  k(N, 255); k(0, 0); k(1, 1); k(17, 100);
  double s = 0; long t = 0;
  for (int i = 0; i < N; i++) { s += A[i] * (i % 4 + 1) + B[i]; t += W[i] * (i % 3); }
  for (int i = 0; i < 128; i++) t += L[i] * i;
  for (int i = 0; i < 256; i++) t += H[i] % 1000;
  printf("%.10g %ld\n", s, t);
  return 0;
}
