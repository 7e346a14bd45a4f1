/* MAX and MIN macros as users write them (`#define MAX(a, b) ((a) > (b) ? (a) : (b))`) over rows with
   NaNs and signed zeros: m = MAX(m, x) keeps m on a tie and takes a NaN term, m = MAX(x, m) keeps a NaN
   m; MIN likewise; fmaxf/fminf of float rows from NaN starts (fmax skips NaNs); printed as bits. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define R 12
#define N 640

static double X[R][N];
static float F[R][N];
static double p[R], q[R], u[R], v[R];
static float fx[R], fn[R];

static unsigned long long b64(double x) { uint64_t u; memcpy(&u, &x, 8); return (unsigned long long)u; }
static unsigned b32(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

int main(void)
{
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      int k = (r * 5 + i * 11) % 13;
      double val = k < 3 ? (k == 0 ? -0.0 : 0.0) : (double)(k % 4) - 9.0 + (r % 2 ? 9.0 : 0.0);
      if (r % 3 == 0 && i == 100 + r)
        val = NAN;
      if (r % 4 == 1 && i == N - 1 - r)
        val = -NAN;
      X[r][i] = val;
      F[r][i] = (float)val;
    }
#pragma scop
  for (int r = 0; r < R; r++) {
    p[r] = r % 5 == 0 ? NAN : -0.0;
    q[r] = 0.0;
    u[r] = r % 5 == 1 ? NAN : 0.0;
    v[r] = -0.0;
    fx[r] = NAN;
    fn[r] = r % 2 ? NAN : 100.0f;
    for (int i = 0; i < N; i++)
      p[r] = MAX(p[r], X[r][i]);
    for (int i = 0; i < N; i++)
      q[r] = MAX(X[r][i], q[r]);
    for (int i = 0; i < N; i++)
      u[r] = MIN(u[r], X[r][i]);
    for (int i = 0; i < N; i++)
      v[r] = MIN(X[r][i], v[r]);
    for (int i = 0; i < N; i++)
      fx[r] = fmaxf(fx[r], F[r][i]);
    for (int i = 0; i < N; i++)
      fn[r] = fminf(F[r][i], fn[r]);
  }
#pragma endscop
  for (int r = 0; r < R; r++)
    printf("%2d %016llx %016llx %016llx %016llx %g %g\n", r, b64(p[r]), b64(q[r]), b64(u[r]), b64(v[r]),
           fx[r], fn[r]);
  return 0;
}
