/* Conversions at the edges of the types, in kernels: doubles in [2^63, 2^64) to uint64_t and in
   [2^31, 2^32) to unsigned, negative doubles to signed types (toward zero), unsigned long values above
   2^63 to double and to float (rounded once, to nearest even), long values above 2^53 to double, ints
   above 2^24 to float, and float to unsigned short. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N 64

static unsigned bitsf(float v)
{
  unsigned u;
  memcpy(&u, &v, sizeof u);
  return u;
}

static unsigned long long bitsd(double v)
{
  unsigned long long u;
  memcpy(&u, &v, sizeof u);
  return u;
}

int main(void)
{
  static double big[N], neg[N];
  static uint64_t u64[N], from_big[N];
  static int64_t s64[N];
  static unsigned from_d32[N];
  static int from_neg[N];
  static double d_of_u[N], d_of_s[N];
  static float f_of_u[N], f_of_i[N];
  static int32_t i32[N];
  static unsigned short us[N];
  for (int i = 0; i < N; i++) {
    big[i] = 9223372036854775808.0 * (1.0 + i / 64.0);
    neg[i] = -(i * 1234.567) - 0.5;
    u64[i] = 0x8000000000000000ull + (uint64_t)i * 0x0000010000000401ull + (i % 3 ? 0x3ff : 0x400);
    s64[i] = (int64_t)(1ull << 53) + i * 3 + (i % 2);
    i32[i] = (1 << 24) + i * 5 + 1;
  }

#pragma scop
  for (int i = 0; i < N; i++) {
    from_big[i] = big[i];
    from_d32[i] = big[i] / 4294967296.0 * 0.5 + 2147483648.0 * (i % 2);
    from_neg[i] = neg[i];
    d_of_u[i] = u64[i];
    f_of_u[i] = u64[i];
    d_of_s[i] = s64[i];
    f_of_i[i] = i32[i];
    us[i] = (float)(i * 1000.75f);
  }
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %llu %u %d %llu %u %llu %u %u\n", i, (unsigned long long)from_big[i], from_d32[i], from_neg[i],
           bitsd(d_of_u[i]), bitsf(f_of_u[i]), bitsd(d_of_s[i]), bitsf(f_of_i[i]), us[i]);
  return 0;
}
