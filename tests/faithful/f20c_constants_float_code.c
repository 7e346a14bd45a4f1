/* Constants in floating-point code: integer divisions of constants inside macros ((1 / 3) is 0,
   -7 / 2 * 0.5), -7 % 3, unsigned shifts, subnormal and extreme double constants (1e-320, 0x1p-1074,
   4.9e-324, 1.7976931348623157e308), float constants at the ends of float's range (1e-45f,
   3.4028235e38f, 0x1.fffffep127f), long and unsigned constants converted to float (2147483648,
   16777217, 4294967295u), octal and character constants, FLT_MIN, DBL_EPSILON and M_PI. */
#include <stdio.h>
#include <float.h>
#include <math.h>
#define N 40
#define SCALE (1 / 3)
#define HALF (7 / 2 * 0.5)
static double D[N], O[N], P[N];
static float F[N], G[N];
static long L[N];
int main(void) {
  for (int i = 0; i < N; i++) { D[i] = i - 20.5; F[i] = (float)(i * 3 - 50); }
#pragma scop
  for (int i = 0; i < N; i++) {
    O[i] = D[i] * SCALE + D[i] * (-7 / 2) + (-7 % 3) * 0.5 + D[i] * ((1u << 31) >> 30) + HALF + (double)(7 / 2)
           + 1e-320 * 1e300 + 0x1p-1074 * 0x1p1000 + 4.9e-324 / 4.9e-324 + 1.7976931348623157e308 / 1e308 + -0.0 * D[i];
    G[i] = F[i] * 2147483648 + F[i] * 1e-45f * 1e30f + 3.4028235e38f / F[i] + 'a' * 0.5f + F[i] * 16777217 + 0x1.fffffep127f / 1e38f;
    L[i] = 4294967295u * 2 + (long)(F[i] * 4294967295u) + 07777 + 0xFFFFFFFFFFFFLL / 3 + (-5) / 2 + -5 % 2 * 1000 + 'z' % 7;
    P[i] = 2 / 3 * D[i] + 2.0 / 3 * D[i] + D[i] / 3 * 2 + (D[i] + 1) / (2 - 5) + 10 % -3 * D[i] + -10 % 3 + (N / 3 * 3 == N) * 1e9 + FLT_MIN * 1e38 + DBL_EPSILON * 1e15 + M_PI;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %.17g %.9g %ld %.17g\n", i, O[i], G[i], L[i], P[i]);
  return 0;
}
