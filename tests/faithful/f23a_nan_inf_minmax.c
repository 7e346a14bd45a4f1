/* Infinities, NaNs and signed zeros in data: fmin/fmax take the number over a NaN, comparisons with a
   NaN are false (a ternary max keeps what its order says), x != x finds NaNs, -0.0 compares equal to
   0.0 but copysign and 1/x see its sign.  A column max and a count of NaNs per row. */
#include <stdio.h>
#include <math.h>

#define R 12
#define C 20

int main(void)
{
  double a[R][C], lo[R][C], hi[R][C], tern[R][C], sgn[R][C];
  int nanc[R], neg0[R];
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) {
      int k = (i * 7 + j * 3) % 11;
      a[i][j] = k == 0 ? NAN : k == 1 ? INFINITY : k == 2 ? -INFINITY : k == 3 ? -0.0 : k == 4 ? 0.0
              : (k - 7) * 0.75;
    }

#pragma scop
  for (int i = 0; i < R; i++) {
    nanc[i] = 0;
    neg0[i] = 0;
    for (int j = 1; j < C - 1; j++) {
      lo[i][j] = fmin(a[i][j - 1], fmin(a[i][j], a[i][j + 1]));
      hi[i][j] = fmax(a[i][j], -a[i][j + 1]);
      tern[i][j] = a[i][j] > a[i][j - 1] ? a[i][j] : a[i][j - 1];
      sgn[i][j] = copysign(1.0, a[i][j]) + (a[i][j] == 0.0) * (1.0 / a[i][j] < 0 ? -10 : 10);
      nanc[i] += a[i][j] != a[i][j];
      neg0[i] += a[i][j] == 0.0 && copysign(1.0, a[i][j]) < 0;
    }
  }
#pragma endscop

  for (int i = 0; i < R; i++) {
    printf("row %d nan %d negzero %d\n", i, nanc[i], neg0[i]);
    for (int j = 1; j < C - 1; j++)
      printf(" %g %g %g %g", lo[i][j], hi[i][j], tern[i][j], sgn[i][j]);
    printf("\n");
  }
  return 0;
}
