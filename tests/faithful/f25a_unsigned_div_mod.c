#include <stdio.h>
#include <stdint.h>
#define N 24

int main(void) {
  unsigned a[N], b[N], q[N];
  uint64_t u[N], m[N];
  int s[N], neg[N];
  for (int i = 0; i < N; i++) {
    a[i] = 0xfffffff0u - i * 12345u;
    b[i] = i % 7;
    u[i] = 0xffffffffffffff00ull - (uint64_t)i * 1234567ull;
    s[i] = i - 12;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    q[i] = b[i] ? a[i] / b[i] : a[i];
    m[i] = b[i] ? u[i] % (b[i] + 1000) : 0;
    neg[i] = s[i] / 4 + s[i] % 4 + (s[i] >> 2) + (-s[i] & 3);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%u %llu %d\n", q[i], (unsigned long long)m[i], neg[i]);
  return 0;
}
