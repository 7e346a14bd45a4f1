/* NaNs whose bits the program prints: NAN and -NAN stored by kernels, GCC's __builtin_nan("7") and
   __builtin_nanf("3") (payloads 7 and 3), and ternary maxima over rows of NaNs whose NaN start stays (a
   comparison with a NaN is false).  Not here: fmax/fmin of two NaNs and arithmetic on NaNs, whose
   result's payload is the machine's (gcc's own -O0 and -O2 builds differ). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define R 8
#define N 200

static double a[R][N], tm[R];
static float f[R][N];

static unsigned long long b64(double x) { uint64_t u; memcpy(&u, &x, 8); return (unsigned long long)u; }
static unsigned b32(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

int main(void)
{
#pragma scop
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      a[r][i] = r % 2 ? NAN : -NAN;
      f[r][i] = r % 3 ? __builtin_nanf("3") : -NAN;
    }
  for (int r = 0; r < R; r++) {
    tm[r] = r % 2 ? __builtin_nan("7") : -NAN;
    for (int i = 0; i < N; i++)
      tm[r] = a[r][i] > tm[r] ? a[r][i] : tm[r];
  }
#pragma endscop
  for (int r = 0; r < R; r++)
    printf("%016llx %016llx %08x\n", b64(a[r][r]), b64(tm[r]), b32(f[r][N - 1]));
  return 0;
}
