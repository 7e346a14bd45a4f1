#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#define N 24

int main(void) {
  double x[N];
  int i32[N];
  unsigned u32[N];
  long long i64[N];
  uint8_t u8[N];
  short sh[N];
  for (int i = 0; i < N; i++) x[i] = (i - 12) * 4.3e8 + (i % 2 ? 0.75 : -0.75);
#pragma scop
  for (int i = 0; i < N; i++) {
    i32[i] = (x[i] > INT_MIN - 1.0 && x[i] < INT_MAX + 1.0) ? (int)x[i] : (x[i] > 0 ? INT_MAX : INT_MIN);
    u32[i] = (x[i] > -1.0 && x[i] < 4294967296.0) ? (unsigned)x[i] : 0u;
    i64[i] = (long long)(x[i] * 1000.0);
    u8[i] = (x[i] >= 0.0 && x[i] < 256.0e8) ? (uint8_t)(x[i] / 1e8) : 255;
    sh[i] = (x[i] > -32768.0e5 && x[i] < 32768.0e5) ? (short)(x[i] / 1e5) : 0;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %u %lld %u %d\n", i32[i], u32[i], i64[i], u8[i], sh[i]);
  return 0;
}
