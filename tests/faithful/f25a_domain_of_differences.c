/* Library functions whose domain ends at 0 or 1, of differences that are exactly 0 (or 1) in C:
   sqrt(a*a - b*b) with a == b, a variance sum/n - mean*mean of equal values, acos and asin of a
   difference near 1, log1p of a difference, pow of a difference and to an integer power plus a
   difference (a negative base), tgamma at its pole 0, atan2 on its branch cut. */
#include <stdio.h>
#include <math.h>
#define N 24
#define M 6

int main(void) {
  double a[N], b[N], r[N], lg[N], ac[N], pw[N], v[N][M], var[N], at[N], pn[N], tg[N];
  float fa[N], fr[N];
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + (i + 1) * 0.1234567891234567;
    b[i] = a[i];
    fa[i] = 1.0f + (i + 1) * 0.1234567f;
    for (int j = 0; j < M; j++) v[i][j] = (i + 1) * 0.25;   /* sums exact in any order */
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    r[i] = sqrt(a[i] * a[i] - b[i] * b[i]);
    fr[i] = sqrtf(fa[i] * fa[i] - fa[i] * fa[i]);
    lg[i] = log1p(a[i] * b[i] - a[i] * a[i]);
    ac[i] = acos(a[i] * b[i] - a[i] * a[i] + 1.0) + asin(b[i] * a[i] - a[i] * a[i] - 1.0);
    pw[i] = pow(a[i] * a[i] - a[i] * b[i], 0.5);
    at[i] = atan2(a[i] * b[i] - a[i] * a[i], -1.0) + atan2(0.0, b[i] * a[i] - a[i] * a[i]);
    pn[i] = pow(-2.0, (a[i] * b[i] - a[i] * a[i]) * 1e20 + 3.0);
    tg[i] = tgamma(a[i] * a[i] - b[i] * a[i]);
  }
  for (int i = 0; i < N; i++) {
    double s = 0.0, q = 0.0;
    for (int j = 0; j < M; j++) {
      s += v[i][j];
      q += v[i][j] * v[i][j];
    }
    var[i] = sqrt(q / M - (s / M) * (s / M));
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%g %g %g %g %g %g %g %g %g\n", r[i], fr[i], lg[i], ac[i], pw[i], var[i], at[i], pn[i],
                                tg[i]);
  return 0;
}
