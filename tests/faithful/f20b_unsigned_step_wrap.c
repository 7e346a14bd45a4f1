/* Unsigned iterators stepping down by more than one past zero, with final values printed: unsigned
   i -= 3 that wraps below 0 and stops by i < n (final 2^32 - 2 or 2^32 - 3), size_t z - 1 < m (wraps:
   sequential), uint8_t c -= 2 against the int p + 1 (the wrapped value still passes: sequential), and a
   uint16_t stepping by 5. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 64
double A[N], B[N], C[N];
static void f(unsigned n, size_t m, uint8_t p) {
  unsigned i; size_t z; uint8_t c; uint16_t h;
#pragma scop
  for (i = n - 1; i < n; i -= 3)
    A[i] = A[i] * 0.5 + i;
#pragma endscop
#pragma scop
  for (z = m; z - 1 < m; z -= 2)
    B[z - 1] += z;
#pragma endscop
#pragma scop
  for (c = p; c < p + 1; c -= 2)
    C[c] += c;
#pragma endscop
#pragma scop
  for (h = 0; h < p; h += 5)
    C[h] *= 1.5;
#pragma endscop
  printf("%u %zu %u %u\n", i, z, c, h);
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = 1; C[a] = a % 3; }
  f(N, N, N - 1); f(5, 5, 5); f(0, 0, 0); f(1, 1, 1); f(2, 2, 2);
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + B[a] * 3 + C[a] * 7);
  printf("%.10g\n", s);
  return 0;
}
