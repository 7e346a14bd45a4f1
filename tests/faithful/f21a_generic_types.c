/* _Generic's choice follows the controlling expression's type after lvalue conversion only: a char or
   a short object selects char or short (no promotion), `c + 0` selects int, const objects select their
   unqualified type, integer constants take the first type that holds them (0xFFFFFFFF is unsigned int,
   5000000000 long, 1LL long long), mixed operands follow the usual arithmetic conversions (1u + 1L is
   long, 1u + 1 unsigned int, unsigned long + long unsigned long, float * int float, float + double
   double), `sizeof` is unsigned long and comparisons are int.  Each SCoP stores the numbers of the
   selected associations, typedef'd names (uint8_t, int64_t, size_t) among them. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#define N 40
#define K(x) _Generic((x), _Bool: 1, char: 2, signed char: 3, unsigned char: 4, short: 5, \
    unsigned short: 6, int: 7, unsigned int: 8, long: 9, unsigned long: 10, long long: 11, \
    unsigned long long: 12, float: 13, double: 14, long double: 15, default: 99)
char c[N];
short sh[N];
const int ci[N] = { 1, 2, 3 };
unsigned char uc[N];
uint8_t u8[N];
int64_t i64[N];
size_t sz[N];
long long ll[N];
unsigned long ul[N];
long lg[N];
float f[N];
double d[N];
_Bool b[N];
int out[N][16];

static void kinds(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    out[i][0] = K(c[i]) * 100 + K(c[i] + 0);
    out[i][1] = K(sh[i]) * 100 + K(-sh[i]);
    out[i][2] = K(ci[i]) * 100 + K(uc[i]);
    out[i][3] = K(u8[i]) * 100 + K(i64[i]);
    out[i][4] = K(sz[i]) * 100 + K(ll[i]);
    out[i][5] = K(0xFFFFFFFF) * 100 + K(5000000000);
    out[i][6] = K(1LL) * 100 + K(1u + 1L);
    out[i][7] = K(1u + 1) * 100 + K(ul[i] + lg[i]);
    out[i][8] = K(f[i] * 2) * 100 + K(f[i] + d[i]);
    out[i][9] = K(sizeof c[i]) * 100 + K(c[i] < sh[i]);
    out[i][10] = K(b[i]) * 100 + K(!b[i]);
    out[i][11] = K('a') * 100 + K(1.0f);
    out[i][12] = K(i ? 1 : 2u) * 100 + K((short)i);
    out[i][13] = K(ll[i] + ul[i]) * 100 + K(uc[i] << 1);
    out[i][14] = K(1.0L) * 100 + K(u8[i] * 1u);
  }
#pragma endscop
}

static void scaled(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    d[i] = d[i] * K(d[i]) + f[i] * _Generic(f[i], float: 0.5f, default: 2.0) + _Generic(i, int: i, default: 0);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    c[i] = (char)i; sh[i] = (short)(i * 3); uc[i] = (unsigned char)i; u8[i] = (uint8_t)(i * 5);
    i64[i] = i; sz[i] = (size_t)i; ll[i] = i; ul[i] = (unsigned long)i; lg[i] = -i;
    f[i] = (float)i * 0.5f; d[i] = i * 0.25; b[i] = i & 1;
  }
  kinds(N);
  scaled(N);
  scaled(N / 2);
  long s = 0;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 15; k++) s += out[i][k] * (long)(k + 1) + (i == 0 ? out[0][k] * 1000000L : 0);
  double t = 0;
  for (int i = 0; i < N; i++) t += d[i];
  for (int k = 0; k < 15; k++) printf("%d ", out[0][k]);
  printf("\n%ld %.17g\n", s, t);
  return 0;
}
