#include <stdio.h>
#include <stdint.h>
#include <string.h>
#define N 24

union fu { float f; uint32_t u; };
union du { double d; uint64_t u; };

int main(void) {
  float x[N], y[N], ex[N];
  uint32_t bits[N];
  uint64_t dbits[N];
  double ax[N];
  for (int i = 0; i < N; i++) x[i] = (i - 11) * 1.7f + (i == 5 ? -0.0f : 0.0f) + (i == 3 ? 1e-40f : 0.0f);
#pragma scop
  for (int i = 0; i < N; i++) {
    union fu t;
    t.f = x[i];
    bits[i] = t.u;
    t.u = t.u & 0x7fffffffu;
    y[i] = t.f;
    t.u = (bits[i] >> 23 & 0xffu) << 23;
    ex[i] = t.f;
  }
  for (int i = 0; i < N; i++) {
    union du v;
    v.d = x[i] * 3.0;
    dbits[i] = v.u ^ 0x8000000000000000ull;
    v.u = dbits[i];
    ax[i] = v.d;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%08x %a %a %016llx %a\n", bits[i], y[i], ex[i], (unsigned long long)dbits[i], ax[i]);
  return 0;
}
