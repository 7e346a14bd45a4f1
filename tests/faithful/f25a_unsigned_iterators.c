/* size_t and unsigned iterators in expressions: `i - 5` wraps for i < 5, `(int)(i - 5)` does not,
   division and modulo of the wrapped values, comparisons of unsigned iterators with negative ints. */
#include <stdio.h>
#include <stddef.h>
#define N 12

int main(void) {
  size_t w[N];
  long l[N];
  int c[N], q[N];
  unsigned u[N];
  unsigned char b[N];
  for (size_t i = 0; i < N; i++) {
    w[i] = i - 5;
    l[i] = (long)(i - 5) / 2;
    c[i] = (int)(i - 5) / 2;
    q[i] = (i - 5) % 7 == 0;
  }
#pragma scop
  for (size_t i = 0; i < N; i++) {
    w[i] = (i - 5) / 3 + w[i] % 5;
    l[i] = (long)(i - 5) / 2 + (ptrdiff_t)i * -3;
  }
  for (unsigned k = 0; k < N; k++) {
    u[k] = (k - 7) >> 28;
    c[k] = (int)(k - 7) >> 1;
    q[k] = (k < -1) + (k * 2 - 9 > 3) * 2;
    b[k] = (unsigned char)(k - 3) + (unsigned char)200;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%zu %ld %d %d %u %u\n", w[i], l[i], c[i], q[i], u[i], b[i]);
  return 0;
}
