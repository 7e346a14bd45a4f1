/* Scalars declared in the body of loops whose iterators run through negative values, as filters are
   written: taps from -r to r (a macro and a run-time radius), a 2-D stencil of offsets di, dj, a loop that
   counts down below zero, and a window whose start is negative for some calls only.  Their private copies
   (one per iteration) are indexed by the iterators, shifted by the least index. */
#include <stdio.h>
#define N 400
#define R 3
double x[N], y[N], z[N], w[2 * R + 1];
double img[64][64], out[64][64], k2[9][9];
double acc[N];

static void filters(int n, int r, int lo)
{
#pragma scop
  /* 1-D taps -R .. R */
  for (int i = R; i < n - R; i++)
    for (int k = -R; k <= R; k++) {
      double t = x[i + k] * w[k + R];
      y[i] += t;
    }
  /* 2-D offsets -r .. r, r at run time */
  for (int i = r; i < 64 - r; i++)
    for (int j = r; j < 64 - r; j++)
      for (int di = -r; di <= r; di++)
        for (int dj = -r; dj <= r; dj++) {
          double p = img[i + di][j + dj];
          double q = p * k2[di + r][dj + r];
          out[i][j] += q;
        }
  /* counting down through zero */
  for (int i = 2; i < n - 2; i++)
    for (int k = 2; k >= -2; k--) {
      int m = i * 2 + k;
      double s = x[i + k] - m;
      z[i] += s * 0.5;
    }
  /* a window starting at lo (negative in some calls) */
  for (int i = 0; i < n; i++)
    for (int k = lo; k < lo + 4; k++) {
      float v = (float)(k * 0.25) + (float)x[i];
      acc[i] += v;
    }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++) { x[i] = ((i * 37) % 101) / 101.0; y[i] = z[i] = acc[i] = 0; }
  for (int k = 0; k < 2 * R + 1; k++) w[k] = 1.0 / (k + 2);
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++) { img[i][j] = ((i * 13 + j * 7) % 17) / 17.0; out[i][j] = 0; }
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++) k2[i][j] = (i + 1) * 0.1 - j * 0.05;
  filters(N, 2, -5);
  filters(N / 2, 1, 3);
  filters(17, 4, -1);
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (i % 7 + 1) + z[i] * (i % 3) + acc[i];
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++) s += out[i][j] * ((i + j) % 5);
  printf("%.12e\n", s);
  printf("%.12e %.12e %.12e\n", y[5], z[0], acc[N - 1]);
  return 0;
}
