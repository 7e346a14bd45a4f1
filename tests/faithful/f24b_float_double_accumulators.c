/* The accumulator's type rounds every step: a float sum of double data (each step rounded to float), a
   double sum of float data, a float sum of float products computed in float, a double sum of float
   products (the product rounded to float first), an int sum of double data (truncated at every store,
   so order matters: not a reduction), a float accumulator updated with a double constant factor, and
   per-row float sums of double data. */
#include <stdio.h>

#define N 3000
#define R 24
#define C 200

static double d[N];
static float f[N], g[N];
static double D[R][C];
static float rf[R];
static int ri[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    d[i] = 0.1 + (double)((i * 7919) % 1000) / 3000.0;
    f[i] = 0.3f + (float)((i * 104729) % 1000) / 4000.0f;
    g[i] = 1.0f + (float)(i % 13) / 13.0f;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      D[r][c] = 0.7 + (double)((r * 11 + c * 5) % 17) / 17.0;
  float fs = 0.0f, fp = 0.0f, fc = 1.0f;
  double ds = 0.0, dp = 0.0;
  int is = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    fs += d[i];
  for (int i = 0; i < N; i++)
    ds += f[i];
  for (int i = 0; i < N; i++)
    fp += f[i] * g[i];
  for (int i = 0; i < N; i++)
    dp += f[i] * g[i];
  for (int i = 0; i < N; i++)
    is += d[i] * 3.0;
  for (int i = 0; i < N; i++)
    fc = fc + 0.001 * f[i];
  for (int r = 0; r < R; r++) {
    rf[r] = 0.0f;
    ri[r] = 0;
    for (int c = 0; c < C; c++) {
      rf[r] += D[r][c];
    }
    for (int c = 0; c < C; c++)
      ri[r] += D[r][c];
  }
#pragma endscop
  printf("%.6e %.9e %.6e %.9e %d %.6e\n", fs, ds, fp, dp, is, fc);
  for (int r = 0; r < R; r++)
    printf("%.6e %d\n", rf[r], ri[r]);
  return 0;
}
