/* Integer and floating literals in kernels: LL/ull suffixes, binary and octal, 0x7fffffffffffffffLL,
   character escapes ('\377' is -1), hexadecimal floats, subnormals, FLT_MAX's neighbours.  (Passed as
   written.) */
#include <stdio.h>
#define N 300
static long long L[N]; static unsigned long long U[N]; static int I[N]; static double X[N]; static float F[N];
int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    L[i] = (1LL << 40) + i * 3ll - 0x7fffffffffffffffLL / (i + 1);
    U[i] = 5ULL * i + 0b1011 + 0777 + 18446744073709551615ull / (i + 2) + 0xFFFFFFFFFFFFFFFFuLL % (i + 3);
    I[i] = 'a' + '\377' + '\x7f' + L'\xff' + '\0' + 07 + 0x1P2 + sizeof 'a';
    X[i] = 0x1.8p3 + 1e-310 * i + .5e1 + 5.e-1 + 0X.8P-1 + 1.0e+2 + 0x1p-1074 * i;
    F[i] = 0x1.fffffep127f / (i + 1) + 1e-45f * i + 3.4028235e38F / 2 + 1.17549435e-38f;
  }
#pragma endscop
  unsigned long long h = 0; double s = 0;
  for (int i = 0; i < N; i++) { h = h * 31 + L[i] + (long long)U[i] + I[i]; s += X[i] + F[i] * 1e-36; }
  printf("%llu %a %a %a %d\n", h, s, X[3], F[5], I[0]);
  return 0;
}
