/* Loops one after the other in each row, some reductions and some not: a sum, a prefix scan of the row
   (sequential inside the row), a ternary maximum with ties of signed zeros, a loop that normalises the
   row with both results, an int count, and two sums over the halves of a triangle (j < r and j >= r)
   into two elements; every reduction's loop shares its iterator's name with its siblings. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define R 48
#define C 200

static double A[R][C], S[R][C], B[R][C];
static double sum[R], mx[R], lo[R], hi[R];
static int cnt[R];

static unsigned long long b64(double x) { uint64_t u; memcpy(&u, &x, 8); return (unsigned long long)u; }

int main(void)
{
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      A[r][c] = ((r + c) % 7 == 0) ? ((c % 2) ? -0.0 : 0.0) : (double)((r * 13 + c * 7) % 19) / 8.0 - 2.0;
#pragma scop
  for (int r = 0; r < R; r++) {
    sum[r] = 0.0;
    for (int c = 0; c < C; c++)
      sum[r] += A[r][c];
    S[r][0] = A[r][0];
    for (int c = 1; c < C; c++)
      S[r][c] = S[r][c - 1] + A[r][c];
    mx[r] = r % 2 ? -0.0 : 0.0;
    for (int c = 0; c < C; c++)
      mx[r] = mx[r] >= A[r][c] - 1.5 ? mx[r] : A[r][c] - 1.5;
    for (int c = 0; c < C; c++)
      B[r][c] = (A[r][c] - mx[r]) / (1.0 + fabs(sum[r]));
    cnt[r] = 0;
    for (int c = 0; c < C; c++)
      cnt[r] += B[r][c] < -0.5;
    lo[r] = 0.0;
    hi[r] = 0.0;
    for (int c = 0; c < r; c++)
      lo[r] += A[r][c] * A[c][r];
    for (int c = r; c < C; c++)
      hi[r] += A[r][c];
  }
#pragma endscop
  for (int r = 0; r < R; r++)
    printf("%.9e %.9e %016llx %.9e %d %.9e %.9e\n", sum[r], S[r][C - 1], b64(mx[r]), B[r][r], cnt[r], lo[r],
           hi[r]);
  return 0;
}
