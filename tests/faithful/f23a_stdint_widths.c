/* The <stdint.h> and <sys/types.h> types whose widths are the platform's, not their names': on glibc x86-64
   int_fast16_t and uint_fast32_t are 64-bit (i * 40000 and i * 3000000000u do not wrap), int_least8_t
   is signed char, intmax_t and uintptr_t 64-bit, wchar_t a signed int, ssize_t long, float_t float and
   double_t double (FLT_EVAL_METHOD 0); an int_fast16_t iterator. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <wchar.h>
#include <math.h>
#include <sys/types.h>
#define N 40
int main(void)
{
  static int_fast16_t a[N];
  static uint_fast32_t b[N];
  static int_least8_t c[N];
  static intmax_t d[N];
  static uintptr_t e[N];
  static wchar_t w[N];
  static ssize_t s[N];
  static float_t ft[N];
  static double_t dt[N];
  int_fast8_t k = 100;
  uint_fast16_t big = 70000;
#pragma scop
  for (int_fast16_t i = 0; i < N; i++) {
    a[i] = i * 40000 - 3;
    b[i] = (uint_fast32_t)i * 3000000000u + big;
    c[i] = (int_least8_t)(i * 9) + k;
    d[i] = (intmax_t)i << 40;
    e[i] = (uintptr_t)i * 0x10000000000ull;
    w[i] = L'a' + i - (wchar_t)(i * i);
    s[i] = (ssize_t)i - 20 - (ssize_t)big * i;
    ft[i] = i * 0.1f;
    dt[i] = ft[i] * 0.1;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%ld %lu %d %jd %lu %d %zd %.9g %.17g\n", (long)a[i], (unsigned long)b[i], c[i], d[i],
           (unsigned long)e[i], (int)w[i], s[i], ft[i], dt[i]);
  return 0;
}
