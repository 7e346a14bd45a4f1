/* Reductions whose length is a run-time parameter at the edges of the lanes and blocks that split them:
   0 (the start value must come back unchanged, a NaN start and a -0.0 start included), 1, 31, 32, 33,
   63, 64, 65, 255, 256, 257 and 1000; sums, fmax/fmin, ternary maxima of doubles and ints, products of
   unsigned and xor, over a row of a matrix per outer point and over a vector. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define NMAX 1000
#define R 8

static double v[NMAX];
static unsigned u[NMAX];
static double A[R][NMAX], ys[R], ym[R];

static uint64_t bits(double x) { uint64_t b; memcpy(&b, &x, 8); return b; }

static void run(int n)
{
  double s = -0.0, fx = NAN, fn = 1.0, tm = -0.0;
  unsigned p = 3u, x = 0x5a5a5a5au;
  int im = -7;
#pragma scop
  for (int i = 0; i < n; i++)
    s += v[i];
  for (int i = 0; i < n; i++)
    fx = fmax(fx, v[i]);
  for (int i = 0; i < n; i++)
    fn = fmin(v[i], fn);
  for (int i = 0; i < n; i++)
    tm = v[i] > tm ? v[i] : tm;
  for (int i = 0; i < n; i++) {
    p *= u[i];
    x ^= u[i];
  }
  for (int i = 0; i < n; i++)
    im = (int)u[i] % 1000 > im ? (int)u[i] % 1000 : im;
  for (int r = 0; r < R; r++) {
    ys[r] = r % 2 ? -0.0 : 0.0;
    ym[r] = r % 3 ? NAN : -1.0;
    for (int i = 0; i < n; i++) {
      ys[r] += A[r][i];
    }
    for (int i = 0; i < n; i++)
      ym[r] = fmax(A[r][i], ym[r]);
  }
#pragma endscop
  printf("n=%d %.12e %016llx %g %016llx %u %08x %d\n", n, s, (unsigned long long)bits(s), fx, fn,
         (unsigned long long)bits(tm), p, x, im);
  for (int r = 0; r < R; r++)
    printf("  %.12e %016llx %g\n", ys[r], (unsigned long long)bits(ys[r]), ym[r]);
}

int main(void)
{
  for (int i = 0; i < NMAX; i++) {
    v[i] = (i % 5 == 2) ? -0.0 : -1.0 - (double)((i * 7919) % 97) / 8.0;
    u[i] = 2u * (unsigned)(i * 2654435761u) + 1u;
  }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < NMAX; i++)
      A[r][i] = (r == 3) ? -0.0 : (double)((r * 17 + i * 5) % 13) - 6.0;
  static const int sizes[] = {0, 1, 31, 32, 33, 63, 64, 65, 255, 256, 257, 1000};
  for (int k = 0; k < (int)(sizeof sizes / sizeof sizes[0]); k++)
    run(sizes[k]);
  return 0;
}
