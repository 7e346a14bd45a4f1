/* Reductions over loops that count down or step: a maximum as a ternary over a decreasing loop (C's
   first term is the last element: ties keep the highest index's value), a minimum stepping by -3 from
   an odd start, sums with steps 3 and 7, an fmin over a loop from n-1 down to 1 per row, and ties of
   -0.0 and +0.0 that tell which term C kept; printed as bits. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define N 2000
#define R 10
#define C 500

static double a[N];
static double M[R][C], rm[R], rn[R];

static unsigned long long b64(double x) { uint64_t u; memcpy(&u, &x, 8); return (unsigned long long)u; }

int main(void)
{
  for (int i = 0; i < N; i++)
    a[i] = (i % 4 == 0) ? 0.0 : ((i % 4 == 2) ? -0.0 : -1.0 - (double)(i % 9));
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = ((c + r) % 3 == 0) ? ((c % 2) ? -0.0 : 0.0) : (double)((r * 7 + c * 3) % 5) + 0.5;
  double m1 = -1.0, m2 = 5.0, s3 = 0.0, s7 = 0.0, m3 = -1.0;
#pragma scop
  for (int i = N - 1; i >= 0; i--)
    m1 = a[i] > m1 ? a[i] : m1;
  for (int i = N - 2; i > 0; i -= 3)
    m2 = a[i] <= m2 ? a[i] : m2;
  for (int i = 1; i < N; i += 3)
    s3 += a[i] * 0.5;
  for (int i = 5; i < N; i += 7)
    s7 -= a[i];
  for (int i = N - 1; i >= 0; i -= 2)
    m3 = m3 <= a[i] ? a[i] : m3;
  for (int r = 0; r < R; r++) {
    rm[r] = 100.0;
    rn[r] = 100.0;
    for (int c = C - 1; c >= 1; c--)
      rm[r] = M[r][c] < rm[r] ? M[r][c] : rm[r];
    for (int c = C - 1; c >= 1; c--)
      rn[r] = rn[r] < M[r][c] ? rn[r] : M[r][c];
  }
#pragma endscop
  printf("%016llx %016llx %.9e %.9e %016llx\n", b64(m1), b64(m2), s3, s7, b64(m3));
  for (int r = 0; r < R; r++)
    printf("%016llx %016llx\n", b64(rm[r]), b64(rn[r]));
  return 0;
}
