/* A maximum initialised from the first element inside the loop (`if (i == 0) m = a[i]; else ...`,
   `m = (i == 0 || a[i] > m) ? a[i] : m`), a minimum whose start is the row's first element read in the
   loop, and a sum whose first term is stored rather than added (the start value before the loop is
   overwritten). */
#include <stdio.h>

#define R 30
#define N 500

static double A[R][N];
static double mx[R], mn[R], sm[R];
static int im[R];

int main(void)
{
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++)
      A[r][i] = (double)((r * 17 + i * 31) % 113) - 200.0 + 0.25 * (i % 4);
  double g = 12345.0, h = -1.0, t = 99.0;
  int ig = 7;
#pragma scop
  for (int i = 0; i < N; i++) {
    if (i == 0)
      g = A[0][i];
    else
      g = A[0][i] > g ? A[0][i] : g;
  }
  for (int i = 0; i < N; i++)
    h = (i == 0 || A[3][i] < h) ? A[3][i] : h;
  for (int i = 0; i < N; i++)
    t = i == 0 ? A[4][i] : t + A[4][i];
  for (int i = 0; i < N; i++)
    ig = i == 0 ? 0 : ig + (i % 3);
  for (int r = 0; r < R; r++) {
    for (int i = 0; i < N; i++) {
      if (i == 0) {
        mx[r] = A[r][0];
        mn[r] = A[r][0];
        sm[r] = A[r][0];
        im[r] = 1;
      } else {
        mx[r] = mx[r] < A[r][i] ? A[r][i] : mx[r];
        mn[r] = A[r][i] < mn[r] ? A[r][i] : mn[r];
        sm[r] += A[r][i];
        im[r] = im[r] * 3 % 1000003;
      }
    }
  }
#pragma endscop
  printf("%g %g %.9e %d\n", g, h, t, ig);
  for (int r = 0; r < R; r++)
    printf("%g %g %.9e %d\n", mx[r], mn[r], sm[r], im[r]);
  return 0;
}
