/* Recurrences that look like reductions but are not: `s = s * 0.5 + a[i]` (an exponential moving
   average), `s = 0.5 * s + a[i]`, `s = (s + a[i]) * 0.5`, `s = s + s * r[i]` (compound growth),
   `h = h * 31u + c[i]` (a string hash, unsigned), `x = x - a[i] * x` and `x = a[i] - x` (alternating
   sums), and per-row smoothing filters; their values depend on the order, so they stay sequential in
   their loops. */
#include <stdio.h>

#define N 3000
#define R 20
#define C 150

static double a[N], rr[N];
static unsigned char ch[N];
static double M[R][C], ema[R];
static unsigned hs[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7919) % 1000) / 250.0 - 2.0;
    rr[i] = 0.0001 * ((i * 13) % 7);
    ch[i] = (unsigned char)('a' + (i * 17) % 26);
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = (double)((r * 31 + c * 7) % 23) - 11.0;
  double s1 = 0.0, s2 = 0.0, s3 = 0.0, g = 1.0, x = 1.0, alt = 0.0;
  unsigned h = 5381u;
#pragma scop
  for (int i = 0; i < N; i++)
    s1 = s1 * 0.5 + a[i];
  for (int i = 0; i < N; i++)
    s2 = 0.5 * s2 + a[i];
  for (int i = 0; i < N; i++)
    s3 = (s3 + a[i]) * 0.5;
  for (int i = 0; i < N; i++)
    g = g + g * rr[i];
  for (int i = 0; i < N; i++)
    h = h * 33u + ch[i];
  for (int i = 0; i < 200; i++)
    x = x - a[i] * x * 0.01;
  for (int i = 0; i < N; i++)
    alt = a[i] - alt;
  for (int r = 0; r < R; r++) {
    ema[r] = 0.0;
    hs[r] = 0u;
    for (int c = 0; c < C; c++) {
      ema[r] = 0.9 * ema[r] + 0.1 * M[r][c];
      hs[r] = (hs[r] << 5) + hs[r] + (unsigned)(M[r][c] + 11.0);
    }
  }
#pragma endscop
  printf("%.12e %.12e %.12e %.12e %u %.12e %.12e\n", s1, s2, s3, g, h, x, alt);
  for (int r = 0; r < R; r++)
    printf("%.12e %u\n", ema[r], hs[r]);
  return 0;
}
