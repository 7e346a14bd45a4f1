/* Whole-loop reductions into scalars: a dot product, a sum of squares, a maximum norm with fmax, a
   minimum with fmin (a floating-point ternary is not reordered), an integer sum, a float sum and a sum
   over a 2-D array; each scalar is set before its SCoP. */
#include <stdio.h>
#include <math.h>

#define N 100003
#define R 37
#define C 555

static double u[N], v[N], T[R][C];
static float f[N];
static int k[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    u[i] = (double)(i % 17 - 8) / 16.0;
    v[i] = (double)((5 * i + 3) % 23) / 23.0;
    f[i] = (float)((i % 13) - 6) / 8.0f;
    k[i] = (i * 7) % 19 - 9;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      T[r][c] = (double)((r + 3 * c) % 7) - 2.5;
  double dot = 0.5, ss = 0, nrm = 0, lo = 1e30, tot = 0;
  float fs = 0;
  int is = 3;
#pragma scop
  for (int i = 0; i < N; i++)
    dot += u[i] * v[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    ss = ss + u[i] * u[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    nrm = fmax(nrm, fabs(u[i] - v[i]));
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    lo = fmin(v[i] - u[i], lo);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    is += k[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    fs += f[i];
#pragma endscop
#pragma scop
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      tot -= T[r][c];
#pragma endscop
  printf("%.12g %.12g %.12g %.12g %d %.6g %.12g\n", dot, ss, sqrt(ss), nrm, is, fs, tot);
  printf("%.12g\n", lo);
  return 0;
}
