/* Histograms by affine index: bins `i % 16` and `i / 8`, a negative remainder `(i - 40) % 16 + 15`,
   2-D bins by `(i / 4, j % 4)`, counters of unsigned char that wrap, unsigned short weights, float
   and double sums per bin: no loop of the first SCoP is parallel (sequential, with a warning); the same
   bins walked bin by bin are. */
#include <stdio.h>

#define N 600
#define R 24
#define C 36

int main(void)
{
  static double w[N], dsum[16], neg[31], bin2[R / 4][4];
  static float fsum[N / 8];
  static unsigned char cnt[16];
  static unsigned short us[N];
  static unsigned long ucnt[16];
  static double g[R][C];
  for (int i = 0; i < N; i++) {
    w[i] = ((i * 7919) % 1000) / 250.0 - 1.5;
    us[i] = (unsigned short)(i * 40503u);
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      g[i][j] = (i - j) * 0.125;

#pragma scop
  for (int i = 0; i < N; i++) {
    dsum[i % 16] += w[i];
    cnt[i % 16] += 7;
    ucnt[i % 16] += us[i];
    fsum[i / 8] += w[i] * 0.5f;
    neg[(i - 40) % 16 + 15] += 1.0;
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      bin2[i / 4][j % 4] += g[i][j];
#pragma endscop

  /* the same bins walked bin by bin: parallel over the bins, a reduction over q */
#pragma scop
  for (int b = 0; b < 16; b++)
    for (int q = 0; q < N / 16; q++) {
      dsum[b] -= 0.5 * w[16 * q + b];
      cnt[b] += 3;
      ucnt[(16 * q + b) % 16] += us[16 * q + b] >> 4;
      neg[(16 * q + b - 40) % 16 + 15] += 0.25;
    }
#pragma endscop

  for (int b = 0; b < 16; b++)
    printf("%d %.12g %u %lu\n", b, dsum[b], cnt[b], ucnt[b]);
  for (int b = 0; b < 31; b++)
    printf("%g ", neg[b]);
  printf("\n");
  for (int b = 0; b < N / 8; b++)
    printf("%.6g ", fsum[b]);
  printf("\n");
  for (int a = 0; a < R / 4; a++)
    for (int b = 0; b < 4; b++)
      printf("%g ", bin2[a][b]);
  printf("\n");
  return 0;
}
