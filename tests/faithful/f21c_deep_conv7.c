/* Deep nests as a small CNN layer and tensor code writes them: a direct 2-D convolution over a batch
   (seven loops: batch, output channel, row, column, input channel, kernel row, kernel column) with the
   bias set at the fourth level; a 6-deep tensor contraction T[a][b][c] = sum_{d,e,f} A[a][d][e] *
   B[d][e][f][b] * C[f][c]; a 5-deep 2x2 max pooling written with two extra loops for the window, and a
   6-deep batched transpose with a scale per level. Printed: checksums of every output. */
#include <stdio.h>

#define NB 2
#define CI 3
#define CO 4
#define H 10
#define W 9
#define KH 3
#define KW 3
#define OH (H - KH + 1)
#define OW (W - KW + 1)

static float in[NB][CI][H][W];
static float wt[CO][CI][KH][KW];
static float bias[CO];
static float out[NB][CO][OH][OW];
static float pool[NB][CO][OH / 2][OW / 2];
static double A[5][4][3], B[4][3][6][5], C[6][4], T[5][5][4];
static double X[2][3][4][5][2][3], Y[3][2][5][4][3][2];

int main(void) {
  for (int b = 0; b < NB; b++)
    for (int c = 0; c < CI; c++)
      for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
          in[b][c][y][x] = (float)(((b * 7 + c * 5 + y * 3 + x) % 13) - 6) * 0.25f;
  for (int o = 0; o < CO; o++) {
    bias[o] = 0.5f * (float)o - 0.75f;
    for (int c = 0; c < CI; c++)
      for (int i = 0; i < KH; i++)
        for (int j = 0; j < KW; j++)
          wt[o][c][i][j] = (float)(((o + 2 * c + 3 * i + 5 * j) % 7) - 3) * 0.125f;
  }
  for (int a = 0; a < 5; a++)
    for (int d = 0; d < 4; d++)
      for (int e = 0; e < 3; e++)
        A[a][d][e] = 0.1 * (a + 1) - 0.05 * d + 0.01 * e;
  for (int d = 0; d < 4; d++)
    for (int e = 0; e < 3; e++)
      for (int f = 0; f < 6; f++)
        for (int b = 0; b < 5; b++)
          B[d][e][f][b] = (double)((d * 11 + e * 7 + f * 3 + b) % 9) / 8.0;
  for (int f = 0; f < 6; f++)
    for (int c = 0; c < 4; c++)
      C[f][c] = (f == c) ? 1.0 : 0.25 * (f - c);
  for (int i0 = 0; i0 < 2; i0++)
    for (int i1 = 0; i1 < 3; i1++)
      for (int i2 = 0; i2 < 4; i2++)
        for (int i3 = 0; i3 < 5; i3++)
          for (int i4 = 0; i4 < 2; i4++)
            for (int i5 = 0; i5 < 3; i5++)
              X[i0][i1][i2][i3][i4][i5] = i0 + 10 * i1 + 100 * i2 + 1000 * i3 + 0.5 * i4 - 0.25 * i5;

#pragma scop
  for (int b = 0; b < NB; b++)
    for (int o = 0; o < CO; o++)
      for (int y = 0; y < OH; y++)
        for (int x = 0; x < OW; x++) {
          out[b][o][y][x] = bias[o];
          for (int c = 0; c < CI; c++)
            for (int i = 0; i < KH; i++)
              for (int j = 0; j < KW; j++)
                out[b][o][y][x] += wt[o][c][i][j] * in[b][c][y + i][x + j];
        }
#pragma endscop

#pragma scop
  for (int b = 0; b < NB; b++)
    for (int o = 0; o < CO; o++)
      for (int y = 0; y < OH / 2; y++)
        for (int x = 0; x < OW / 2; x++) {
          pool[b][o][y][x] = out[b][o][2 * y][2 * x];
          for (int p = 0; p < 2; p++)
            for (int q = 0; q < 2; q++)
              pool[b][o][y][x] = out[b][o][2 * y + p][2 * x + q] > pool[b][o][y][x]
                                     ? out[b][o][2 * y + p][2 * x + q] : pool[b][o][y][x];
        }
#pragma endscop

#pragma scop
  for (int a = 0; a < 5; a++)
    for (int b = 0; b < 5; b++)
      for (int c = 0; c < 4; c++) {
        T[a][b][c] = 0.0;
        for (int d = 0; d < 4; d++)
          for (int e = 0; e < 3; e++)
            for (int f = 0; f < 6; f++)
              T[a][b][c] += A[a][d][e] * B[d][e][f][b] * C[f][c];
      }
  for (int i0 = 0; i0 < 2; i0++)
    for (int i1 = 0; i1 < 3; i1++)
      for (int i2 = 0; i2 < 4; i2++)
        for (int i3 = 0; i3 < 5; i3++)
          for (int i4 = 0; i4 < 2; i4++)
            for (int i5 = 0; i5 < 3; i5++)
              Y[i1][i0][i3][i2][i5][i4] = X[i0][i1][i2][i3][i4][i5] * (1.0 + 0.5 * i0) - 0.125 * i5;
#pragma endscop

  double s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0;
  for (int b = 0; b < NB; b++)
    for (int o = 0; o < CO; o++)
      for (int y = 0; y < OH; y++)
        for (int x = 0; x < OW; x++)
          s1 += out[b][o][y][x] * (1 + (y * OW + x) % 5);
  for (int b = 0; b < NB; b++)
    for (int o = 0; o < CO; o++)
      for (int y = 0; y < OH / 2; y++)
        for (int x = 0; x < OW / 2; x++)
          s2 += pool[b][o][y][x] * (1 + x + y);
  for (int a = 0; a < 5; a++)
    for (int b = 0; b < 5; b++)
      for (int c = 0; c < 4; c++)
        s3 += T[a][b][c] * (a + 2 * b + 3 * c + 1);
  for (int i1 = 0; i1 < 3; i1++)
    for (int i3 = 0; i3 < 5; i3++)
      for (int i5 = 0; i5 < 3; i5++)
        s4 += Y[i1][1][i3][2][i5][1] * (i1 + i3 + i5 + 1);
  printf("conv %.17g\npool %.17g\ncontract %.17g\ntranspose %.17g\n", s1, s2, s3, s4);
  return 0;
}
