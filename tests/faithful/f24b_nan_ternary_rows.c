/* Maxima and minima written as ternaries over rows that hold NaNs, -0.0/+0.0 ties and infinities, from
   starts that are NaNs in some rows, in the four spellings (x first or e first, > or >=): which NaN or which zero stays depends on C's order.
   Per-row results land in arrays (one row per lane group), whole-array ones in scalars; float and
   double.  Printed as bit patterns. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define R 24
#define N 300

static double D[R][N];
static float F[R][N];
static double m1[R], m2[R], m3[R], m4[R];
static float f1[R], f2[R];

static uint64_t bits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static uint32_t fbits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

int main(void)
{
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      int k = (r * 7 + i * 13) % 17;
      double v = k == 0 ? -0.0 : k == 1 ? 0.0 : k == 2 ? -(double)(i % 5) : -1.0 - k;
      if (r % 4 == 1 && i == (r * 37) % N) v = NAN;
      if (r % 4 == 2 && i % 97 == 5) v = -NAN;
      if (r % 6 == 3 && i == N - 1) v = INFINITY;
      if (r % 6 == 5) v = (i % 2) ? 0.0 : -0.0;
      D[r][i] = v;
      F[r][i] = (float)v;
    }
  double s1 = -0.0, s2 = 0.0, s3 = NAN, s4 = -INFINITY;
#pragma scop
  for (int r = 0; r < R; r++) {
    m1[r] = -0.0;
    m2[r] = 0.0;
    m3[r] = r % 5 == 0 ? NAN : -INFINITY;
    m4[r] = r % 7 == 0 ? -NAN : INFINITY;
    f1[r] = r % 5 == 1 ? NAN : 0.0f;
    f2[r] = r % 5 == 2 ? NAN : -0.0f;
    for (int i = 0; i < N; i++) {
      m1[r] = D[r][i] > m1[r] ? D[r][i] : m1[r];
    }
    for (int i = 0; i < N; i++)
      m2[r] = m2[r] >= D[r][i] ? m2[r] : D[r][i];
    for (int i = 0; i < N; i++)
      m3[r] = D[r][i] >= m3[r] ? D[r][i] : m3[r];
    for (int i = 0; i < N; i++)
      m4[r] = m4[r] < D[r][i] ? m4[r] : D[r][i];
    for (int i = 0; i < N; i++)
      f1[r] = F[r][i] <= f1[r] ? F[r][i] : f1[r];
    for (int i = 0; i < N; i++)
      f2[r] = f2[r] > F[r][i] ? f2[r] : F[r][i];
  }
#pragma endscop
#pragma scop
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      s1 = D[r][i] > s1 ? D[r][i] : s1;
    }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++)
      s2 = s2 <= D[r][i] ? D[r][i] : s2;
  for (int i = 0; i < N; i++)
    s3 = D[1][i] < s3 ? D[1][i] : s3;
  for (int i = 0; i < N; i++)
    s4 = s4 > D[5][i] ? s4 : D[5][i];
#pragma endscop
  for (int r = 0; r < R; r++)
    printf("%2d %016llx %016llx %016llx %016llx %08x %08x\n", r, (unsigned long long)bits(m1[r]),
           (unsigned long long)bits(m2[r]), (unsigned long long)bits(m3[r]),
           (unsigned long long)bits(m4[r]), (unsigned)fbits(f1[r]), (unsigned)fbits(f2[r]));
  printf("%016llx %016llx %016llx %016llx\n", (unsigned long long)bits(s1), (unsigned long long)bits(s2),
         (unsigned long long)bits(s3), (unsigned long long)bits(s4));
  return 0;
}
