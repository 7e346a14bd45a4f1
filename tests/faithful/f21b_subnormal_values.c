/* Subnormal numbers through SCoPs: double and float results that are subnormal (products and quotients
   of small normals, halving chains below DBL_MIN), subnormal inputs scaled back up to normals, sums of
   subnormals (exact), and the smallest values named by <float.h> and by hexadecimal constants.  A device
   that flushed subnormals to zero would print 0 or different normals. */
#include <stdio.h>
#include <float.h>
#define N 64

static double d[N], r[N], q[N], up[N];
static float f[N], fr[N], fup[N];
static double tiny_sum;

int main(void) {
  for (int i = 0; i < N; i++) {
    d[i] = DBL_MIN * (1.0 + i / 8.0);            /* normals just above DBL_MIN */
    f[i] = FLT_MIN * (1.0f + (float)i / 16.0f);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    r[i] = d[i] * 0x1p-20;                        /* subnormal results */
    q[i] = d[i] / (double)(1 << (i % 30 + 1));
    fr[i] = f[i] * 0.0009765625f;                 /* 2^-10: subnormal floats */
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    up[i] = r[i] * 0x1p+40 + q[i] * 1e300;        /* subnormal inputs back to normals */
    fup[i] = fr[i] * 1048576.0f;                  /* 2^20 */
  }
#pragma endscop
  tiny_sum = 0.0;
#pragma scop
  for (int i = 0; i < N; i++)
    tiny_sum += DBL_TRUE_MIN * (double)(i + 1);  /* multiples of the least subnormal: exact */
#pragma endscop
  /* a halving chain: each element half the one before it, well below DBL_MIN at the end */
  double chain[N];
  chain[0] = 4.0 * DBL_MIN;
#pragma scop
  for (int i = 1; i < N; i++)
    chain[i] = chain[i - 1] * 0.5;
#pragma endscop
  double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  for (int i = 0; i < N; i++) {
    s1 += r[i] * 0x1p+1000 * (i + 1);
    s2 += q[i] * 0x1p+1000;
    s3 += up[i];
    s4 += (double)fup[i] * (i + 1);
  }
  printf("%.17g\n%.17g\n%.17g\n%.17g\n", s1, s2, s3, s4);
  printf("%.17g %.17g %.17g\n", r[N - 1], q[29], (double)fr[5]);
  printf("%.17g %.17g\n", tiny_sum, tiny_sum / DBL_TRUE_MIN);
  printf("%.17g %.17g %d\n", chain[40], chain[N - 1], chain[N - 1] == 0.0);
  for (int i = 0; i < N; i += 9) printf("%a %a\n", r[i], (double)fr[i]);
  return 0;
}
