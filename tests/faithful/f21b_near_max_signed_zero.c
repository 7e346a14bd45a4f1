/* Values near the top of the range that stay finite in C's order of operations: a/b*c with a near
   DBL_MAX (the division first), (x - y) + y with x and y near FLT_MAX, a halving of sums written as
   a/2 + b/2, a scaled norm (max first); and -0.0 results: a negative product underflowing to zero,
   0.0 * negative, -x + x is +0.0 but -(x - x) is -0.0, printed through 1/x and copysign. */
#include <stdio.h>
#include <float.h>
#include <math.h>
#define N 48

static double big[N], mid[N], sc[N], negz[N];
static float fbig[N], fmid[N];
static double scale_out;

int main(void) {
  for (int i = 0; i < N; i++) {
    big[i] = DBL_MAX * (0.5 + (double)i / 128.0);
    fbig[i] = FLT_MAX * (0.5f + (float)i / 128.0f);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    mid[i] = big[i] / 4.0 * 3.0 + big[i] / 4.0;          /* stays below DBL_MAX */
    sc[i] = big[i] / 2.0 + big[N - 1 - i] / 2.0;          /* the average without overflow */
    fmid[i] = (fbig[i] - fbig[N - 1 - i]) + fbig[N - 1 - i] * 0.5f;
  }
#pragma endscop
  double m = 0.0;
#pragma scop
  for (int i = 0; i < N; i++)
    m = fmax(m, fabs(big[i]));
#pragma endscop
  double acc = 0.0;
#pragma scop
  for (int i = 0; i < N; i++)
    acc += (big[i] / m) * (big[i] / m);
#pragma endscop
  scale_out = m * sqrt(acc);
#pragma scop
  for (int i = 0; i < N; i++) {
    double x = (double)(i - N / 2) * 1e-200;
    negz[i] = (i % 3 == 0) ? x * 1e-200 : (i % 3 == 1 ? 0.0 * x : -(x - x));
  }
#pragma endscop
  double s1 = 0, s2 = 0, s3 = 0;
  for (int i = 0; i < N; i++) {
    s1 += mid[i] / DBL_MAX;
    s2 += sc[i] / DBL_MAX * (i + 1);
    s3 += (double)fmid[i] / FLT_MAX;
  }
  printf("%.17g\n%.17g\n%.17g\n", s1, s2, s3);
  printf("%.17g %.17g %d\n", mid[N - 1], sc[3], isinf(mid[N - 1]) || isinf(sc[3]));
  printf("%.17g %.17g\n", m, scale_out);
  int nneg = 0, npos = 0;
  for (int i = 0; i < N; i++) {
    if (negz[i] == 0.0 && 1.0 / negz[i] < 0) nneg++;
    if (negz[i] == 0.0 && 1.0 / negz[i] > 0) npos++;
  }
  printf("%d %d %.17g %.17g\n", nneg, npos, copysign(1.0, negz[0]), copysign(1.0, negz[N - 1]));
  return 0;
}
