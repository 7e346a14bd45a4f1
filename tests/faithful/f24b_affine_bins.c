/* Reductions into array elements chosen by affine subscripts of the reduction iterator: h[i % 4] (four
   interleaved sums), h[i / 8] (blocks of eight), h[(i + 3) % 5], a 2-D tally by (i % 3, j % 2), and per
   row bins whose element depends on the column; integer bins exact, double bins with 9 digits. */
#include <stdio.h>

#define N 2400
#define R 30
#define C 64

static int a[N];
static double d[N];
static int h4[4], h8[N / 8], h5[5];
static double g4[4], t32[3][2];
static int rb[R][4];
static double M[R][C];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7919) % 201 - 100;
    d[i] = (double)((i * 104729) % 1000) / 512.0;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = (double)((r * 13 + c * 7) % 31) - 15.0;
#pragma scop
  for (int k = 0; k < 4; k++) {
    h4[k] = 0;
    g4[k] = 0.0;
  }
  for (int k = 0; k < 5; k++)
    h5[k] = 0;
  for (int k = 0; k < N / 8; k++)
    h8[k] = 0;
  for (int i = 0; i < N; i++) {
    h4[i % 4] += a[i];
    g4[i % 4] += d[i];
  }
  for (int i = 0; i < N; i++)
    h8[i / 8] += a[i];
  for (int i = 0; i < N; i++)
    h5[(i + 3) % 5] -= a[i];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      t32[i][j] = 0.0;
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 40; j++)
      t32[i % 3][j % 2] += d[i * 40 + j];
  for (int r = 0; r < R; r++) {
    for (int k = 0; k < 4; k++)
      rb[r][k] = 0;
    for (int c = 0; c < C; c++)
      rb[r][c / 16] += (int)M[r][c];
  }
#pragma endscop
  for (int k = 0; k < 4; k++)
    printf("%d %.9e\n", h4[k], g4[k]);
  for (int k = 0; k < 5; k++)
    printf("%d\n", h5[k]);
  for (int k = 0; k < N / 8; k += 11)
    printf("%d\n", h8[k]);
  for (int i = 0; i < 3; i++)
    printf("%.9e %.9e\n", t32[i][0], t32[i][1]);
  for (int r = 0; r < R; r++)
    printf("%d %d %d %d\n", rb[r][0], rb[r][1], rb[r][2], rb[r][3]);
  return 0;
}
