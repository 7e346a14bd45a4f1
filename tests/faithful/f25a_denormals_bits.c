/* Subnormal floats and doubles in loop bodies (no flush to zero in C): products, quotients and sums
   that land below FLT_MIN and DBL_MIN, hex-float constants, FLT_TRUE_MIN, overflow to infinity;
   printed as bits. */
#include <stdio.h>
#include <string.h>
#include <float.h>
#include <math.h>
#define N 16

static unsigned fb(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
static unsigned long long db(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }

int main(void) {
  float f[N], p[N], q[N], s[N], o[N];
  double d[N], dp[N], dq[N];
  for (int i = 0; i < N; i++) {
    f[i] = FLT_MIN * (1.0f + i * 0.37f);
    d[i] = DBL_MIN * (1.0 + i * 0.37);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    p[i] = f[i] * 0x1.8p-5f;
    q[i] = f[i] / (float)(i + 3);
    s[i] = f[i] * 0.25f - FLT_MIN * 0.125f + FLT_TRUE_MIN * i;
    o[i] = (FLT_MAX / 4) * (float)(i % 6);
    dp[i] = d[i] * 0x1p-40 + 0x0.0000000000001p-1022 * i;
    dq[i] = d[i] / (i + 7) - DBL_MIN / 9;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%08x %08x %08x %08x %016llx %016llx\n", fb(p[i]), fb(q[i]), fb(s[i]), fb(o[i]), db(dp[i]), db(dq[i]));
  return 0;
}
