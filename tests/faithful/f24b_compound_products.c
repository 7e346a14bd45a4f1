/* Floating-point products as users write them: compound growth p *= 1 + r[i] (double and float), a
   product of factors 2 and 0.5 in turn (C's running product stays 1 or 2; partial products of other
   orders would overflow), per-row products of a matrix, and a geometric mean through a sum of logs (the
   sum may be reordered, the product not). */
#include <math.h>
#include <stdio.h>

#define N 3000
#define R 16
#define C 256

static double r[N], h[N];
static float rf[N];
static double M[R][C], rp[R], gm[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    r[i] = 0.0001 * (double)((i * 7919) % 21 - 10);
    rf[i] = 0.001f * (float)((i * 31) % 11 - 5);
    h[i] = (i % 2) ? 0.5 : 2.0;
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      M[i][j] = (j % 2) ? 1.0 / (1.5 + (i + j) % 3) : 1.5 + (i + j + 1) % 3;
  double p = 1.0, q = 1.0;
  float pf = 1.0f;
#pragma scop
  for (int i = 0; i < N; i++)
    p *= 1 + r[i];
  for (int i = 0; i < N; i++)
    pf = pf * (1.0f + rf[i]);
  for (int i = 0; i < 1024; i++)
    q *= h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i]
         * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i] * h[i];
  for (int i = 0; i < R; i++) {
    rp[i] = 1.0;
    gm[i] = 0.0;
    for (int j = 0; j < C; j++)
      rp[i] *= M[i][j];
    for (int j = 0; j < C; j++)
      gm[i] += log(M[i][j]);
    gm[i] = exp(gm[i] / C);
  }
#pragma endscop
  printf("%.12e %.6e %.12e\n", p, pf, q);
  for (int i = 0; i < R; i++)
    printf("%.12e %.9e\n", rp[i], gm[i]);
  return 0;
}
