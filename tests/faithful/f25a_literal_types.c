#include <stdio.h>
#define N 16

int main(void) {
  int k[N];
  long a[N], b[N], c[N];
  unsigned long long e[N];
  unsigned w[N];
  for (int i = 0; i < N; i++) k[i] = i - 8 + (i == 8);
#pragma scop
  for (int i = 0; i < N; i++) {
    a[i] = -2147483648 / k[i];
    b[i] = 4294967295 + k[i];
    c[i] = 0xffffffff + k[i];
    w[i] = 0xffffffff + k[i];
    e[i] = 18446744073709551615ull / (unsigned)(k[i] + 9) + 'A' * k[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%ld %ld %ld %u %llu\n", a[i], b[i], c[i], w[i], e[i]);
  return 0;
}
