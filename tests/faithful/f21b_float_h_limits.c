/* <float.h> and <limits.h> limits inside SCoP bodies, where numerical code puts them: a minimum search
   starting at DBL_MAX, a relative tolerance test with DBL_EPSILON, a guard against division by values
   below DBL_MIN, clamps to FLT_MAX when narrowing to float, DBL_TRUE_MIN as the least positive step,
   and integer clamps with INT_MAX / INT_MIN / LLONG_MAX. */
#include <stdio.h>
#include <float.h>
#include <limits.h>
#define N 50
#define M 40

static double a[N][M], rowmin[N], rel[N][M], safe[N][M], nudged[N];
static float narrowed[N][M];
static int clamped[N][M];
static long long wide[N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (i * j % 7 == 0) ? 1e-310 * (j + 1) : ((i + 2 * j) % 11 - 5) * 3e37 * (i % 4 + 1);
#pragma scop
  for (int i = 0; i < N; i++) {
    rowmin[i] = DBL_MAX;
    for (int j = 0; j < M; j++)
      rowmin[i] = a[i][j] < rowmin[i] ? a[i][j] : rowmin[i];
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      double d = a[i][j] - a[i][(j + 1) % M];
      rel[i][j] = (d < 0 ? -d : d) <= DBL_EPSILON * (a[i][j] < 0 ? -a[i][j] : a[i][j]) ? 1.0 : 0.0;
      safe[i][j] = (a[i][j] < DBL_MIN && a[i][j] > -DBL_MIN) ? 0.0 : 1.0 / a[i][j];
      narrowed[i][j] = a[i][j] > FLT_MAX ? FLT_MAX : (a[i][j] < -FLT_MAX ? -FLT_MAX : (float)a[i][j]);
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    nudged[i] = a[i][0] + DBL_TRUE_MIN * (double)i;
    for (int j = 0; j < M; j++) {
      double v = a[i][j] / 1.7e29;
      clamped[i][j] = v >= (double)INT_MAX ? INT_MAX : (v <= (double)INT_MIN ? INT_MIN : (int)v);
    }
    double w = rowmin[i] * 1e-19 * (double)(i % 5);
    wide[i] = w > 9e18 ? LLONG_MAX : (w < -9e18 ? LLONG_MIN : (long long)w);
  }
#pragma endscop
  double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  long long sc = 0, sw = 0;
  for (int i = 0; i < N; i++) {
    s1 += rowmin[i] / 1e37;
    s4 += nudged[i] / DBL_TRUE_MIN;
    sw ^= wide[i] ^ (long long)(i * 977);
    for (int j = 0; j < M; j++) {
      s2 += rel[i][j] * (j + 1) + safe[i][j] * 1e30;
      s3 += (double)narrowed[i][j] / 1e37;
      sc += clamped[i][j] % 1000;
    }
  }
  printf("%.17g\n%.17g\n%.17g\n%.17g\n%lld %lld\n", s1, s2, s3, s4, sc, sw);
  printf("%.17g %.17g %a\n", rowmin[3], (double)narrowed[5][6], nudged[0] == 0 ? 0.0 : nudged[1]);
  return 0;
}
