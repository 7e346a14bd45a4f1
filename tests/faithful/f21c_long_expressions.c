/* Long expressions in one statement, as generated stencil code has them: a 3-D 27-point stencil with
   27 distinct coefficients written out; a 2-D 9x9 (81-term) convolution with its weights inlined as
   constants; a degree-24 polynomial in Horner form (24 nested parentheses) evaluated per element in
   float and in double; and a 64-term dot product of shifted rows in one assignment. Integer version
   of the 81-term sum too (exact). Printed: checksums. */
#include <stdio.h>
#define N 14
#define M 40

static double u[N][N][N], v[N][N][N], c27[27];
static double img[M][M], res[M][M];
static int iimg[M][M], ires[M][M];
static float pf[M * M];
static double pd[M * M], q[M * M];
static double R[72][80], dotv[72];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        u[i][j][k] = (double)((i * 31 + j * 17 + k * 7) % 23) * 0.125 - 1.0;
  for (int t = 0; t < 27; t++)
    c27[t] = (t == 13) ? -2.0 : 0.03125 * (t % 5 + 1);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      img[i][j] = (double)((i * 13 + j * 29) % 17) - 8.0;
      iimg[i][j] = (i * 7 + j * 3) % 19 - 9;
      pd[i * M + j] = ((i * M + j) % 101) / 100.0 - 0.5;
      pf[i * M + j] = (float)pd[i * M + j];
    }
  for (int r = 0; r < 72; r++)
    for (int c = 0; c < 80; c++)
      R[r][c] = (double)((r * 5 + c * 11) % 13) * 0.25;
#pragma scop
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      for (int k = 1; k < N - 1; k++)
        v[i][j][k] = c27[0] * u[i - 1][j - 1][k - 1]
                   + c27[1] * u[i - 1][j - 1][k]
                   + c27[2] * u[i - 1][j - 1][k + 1]
                   + c27[3] * u[i - 1][j][k - 1]
                   + c27[4] * u[i - 1][j][k]
                   + c27[5] * u[i - 1][j][k + 1]
                   + c27[6] * u[i - 1][j + 1][k - 1]
                   + c27[7] * u[i - 1][j + 1][k]
                   + c27[8] * u[i - 1][j + 1][k + 1]
                   + c27[9] * u[i][j - 1][k - 1]
                   + c27[10] * u[i][j - 1][k]
                   + c27[11] * u[i][j - 1][k + 1]
                   + c27[12] * u[i][j][k - 1]
                   + c27[13] * u[i][j][k]
                   + c27[14] * u[i][j][k + 1]
                   + c27[15] * u[i][j + 1][k - 1]
                   + c27[16] * u[i][j + 1][k]
                   + c27[17] * u[i][j + 1][k + 1]
                   + c27[18] * u[i + 1][j - 1][k - 1]
                   + c27[19] * u[i + 1][j - 1][k]
                   + c27[20] * u[i + 1][j - 1][k + 1]
                   + c27[21] * u[i + 1][j][k - 1]
                   + c27[22] * u[i + 1][j][k]
                   + c27[23] * u[i + 1][j][k + 1]
                   + c27[24] * u[i + 1][j + 1][k - 1]
                   + c27[25] * u[i + 1][j + 1][k]
                   + c27[26] * u[i + 1][j + 1][k + 1];
#pragma endscop
#pragma scop
  for (int i = 4; i < M - 4; i++)
    for (int j = 4; j < M - 4; j++) {
      res[i][j] = 0.0625 * img[i - 4][j - 4] + 0.375 * img[i - 4][j - 3] + -0.125 * img[i - 4][j - 2] + -0.25 * img[i - 4][j - 1] + 0.25 * img[i - 4][j] + 0.1875 * img[i - 4][j + 1] + 0.5 * img[i - 4][j + 2] + 0.03125 * img[i - 4][j + 3] + 1.0 * img[i - 4][j + 4]
                + 0.5 * img[i - 3][j - 4] + 0.0625 * img[i - 3][j - 3] + -0.25 * img[i - 3][j - 2] + 0.5 * img[i - 3][j - 1] + 0.0625 * img[i - 3][j] + -0.25 * img[i - 3][j + 1] + 0.5 * img[i - 3][j + 2] + 0.0625 * img[i - 3][j + 3] + -0.25 * img[i - 3][j + 4]
                + -0.25 * img[i - 2][j - 4] + 1.0 * img[i - 2][j - 3] + 0.25 * img[i - 2][j - 2] + 0.0625 * img[i - 2][j - 1] + 0.1875 * img[i - 2][j] + 0.375 * img[i - 2][j + 1] + 0.5 * img[i - 2][j + 2] + -0.125 * img[i - 2][j + 3] + 0.03125 * img[i - 2][j + 4]
                + 0.0625 * img[i - 1][j - 4] + 0.03125 * img[i - 1][j - 3] + 0.1875 * img[i - 1][j - 2] + -0.25 * img[i - 1][j - 1] + 0.375 * img[i - 1][j] + 1.0 * img[i - 1][j + 1] + 0.5 * img[i - 1][j + 2] + 0.25 * img[i - 1][j + 3] + -0.125 * img[i - 1][j + 4]
                + 0.5 * img[i][j - 4] + 0.5 * img[i][j - 3] + 0.5 * img[i][j - 2] + 0.5 * img[i][j - 1] + 0.5 * img[i][j] + 0.5 * img[i][j + 1] + 0.5 * img[i][j + 2] + 0.5 * img[i][j + 3] + 0.5 * img[i][j + 4]
                + -0.25 * img[i + 1][j - 4] + 0.1875 * img[i + 1][j - 3] + 0.03125 * img[i + 1][j - 2] + 0.0625 * img[i + 1][j - 1] + -0.125 * img[i + 1][j] + 0.25 * img[i + 1][j + 1] + 0.5 * img[i + 1][j + 2] + 1.0 * img[i + 1][j + 3] + 0.375 * img[i + 1][j + 4]
                + 0.0625 * img[i + 2][j - 4] + 0.25 * img[i + 2][j - 3] + 1.0 * img[i + 2][j - 2] + -0.25 * img[i + 2][j - 1] + 0.03125 * img[i + 2][j] + -0.125 * img[i + 2][j + 1] + 0.5 * img[i + 2][j + 2] + 0.375 * img[i + 2][j + 3] + 0.1875 * img[i + 2][j + 4]
                + 0.5 * img[i + 3][j - 4] + -0.25 * img[i + 3][j - 3] + 0.0625 * img[i + 3][j - 2] + 0.5 * img[i + 3][j - 1] + -0.25 * img[i + 3][j] + 0.0625 * img[i + 3][j + 1] + 0.5 * img[i + 3][j + 2] + -0.25 * img[i + 3][j + 3] + 0.0625 * img[i + 3][j + 4]
                + -0.25 * img[i + 4][j - 4] + -0.125 * img[i + 4][j - 3] + 0.375 * img[i + 4][j - 2] + 0.0625 * img[i + 4][j - 1] + 1.0 * img[i + 4][j] + 0.03125 * img[i + 4][j + 1] + 0.5 * img[i + 4][j + 2] + 0.1875 * img[i + 4][j + 3] + 0.25 * img[i + 4][j + 4];
      ires[i][j] = (-4) * iimg[i - 4][j - 4] + 1 * iimg[i - 4][j - 3] + (-3) * iimg[i - 4][j - 2] + 2 * iimg[i - 4][j - 1] + (-2) * iimg[i - 4][j] + 3 * iimg[i - 4][j + 1] + (-1) * iimg[i - 4][j + 2] + 4 * iimg[i - 4][j + 3] + 0 * iimg[i - 4][j + 4]
                 + (-1) * iimg[i - 3][j - 4] + (-4) * iimg[i - 3][j - 3] + 2 * iimg[i - 3][j - 2] + (-1) * iimg[i - 3][j - 1] + (-4) * iimg[i - 3][j] + 2 * iimg[i - 3][j + 1] + (-1) * iimg[i - 3][j + 2] + (-4) * iimg[i - 3][j + 3] + 2 * iimg[i - 3][j + 4]
                 + 2 * iimg[i - 2][j - 4] + 0 * iimg[i - 2][j - 3] + (-2) * iimg[i - 2][j - 2] + (-4) * iimg[i - 2][j - 1] + 3 * iimg[i - 2][j] + 1 * iimg[i - 2][j + 1] + (-1) * iimg[i - 2][j + 2] + (-3) * iimg[i - 2][j + 3] + 4 * iimg[i - 2][j + 4]
                 + (-4) * iimg[i - 1][j - 4] + 4 * iimg[i - 1][j - 3] + 3 * iimg[i - 1][j - 2] + 2 * iimg[i - 1][j - 1] + 1 * iimg[i - 1][j] + 0 * iimg[i - 1][j + 1] + (-1) * iimg[i - 1][j + 2] + (-2) * iimg[i - 1][j + 3] + (-3) * iimg[i - 1][j + 4]
                 + (-1) * iimg[i][j - 4] + (-1) * iimg[i][j - 3] + (-1) * iimg[i][j - 2] + (-1) * iimg[i][j - 1] + (-1) * iimg[i][j] + (-1) * iimg[i][j + 1] + (-1) * iimg[i][j + 2] + (-1) * iimg[i][j + 3] + (-1) * iimg[i][j + 4]
                 + 2 * iimg[i + 1][j - 4] + 3 * iimg[i + 1][j - 3] + 4 * iimg[i + 1][j - 2] + (-4) * iimg[i + 1][j - 1] + (-3) * iimg[i + 1][j] + (-2) * iimg[i + 1][j + 1] + (-1) * iimg[i + 1][j + 2] + 0 * iimg[i + 1][j + 3] + 1 * iimg[i + 1][j + 4]
                 + (-4) * iimg[i + 2][j - 4] + (-2) * iimg[i + 2][j - 3] + 0 * iimg[i + 2][j - 2] + 2 * iimg[i + 2][j - 1] + 4 * iimg[i + 2][j] + (-3) * iimg[i + 2][j + 1] + (-1) * iimg[i + 2][j + 2] + 1 * iimg[i + 2][j + 3] + 3 * iimg[i + 2][j + 4]
                 + (-1) * iimg[i + 3][j - 4] + 2 * iimg[i + 3][j - 3] + (-4) * iimg[i + 3][j - 2] + (-1) * iimg[i + 3][j - 1] + 2 * iimg[i + 3][j] + (-4) * iimg[i + 3][j + 1] + (-1) * iimg[i + 3][j + 2] + 2 * iimg[i + 3][j + 3] + (-4) * iimg[i + 3][j + 4]
                 + 2 * iimg[i + 4][j - 4] + (-3) * iimg[i + 4][j - 3] + 1 * iimg[i + 4][j - 2] + (-4) * iimg[i + 4][j - 1] + 0 * iimg[i + 4][j] + 4 * iimg[i + 4][j + 1] + (-1) * iimg[i + 4][j + 2] + 3 * iimg[i + 4][j + 3] + (-2) * iimg[i + 4][j + 4];
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < M * M; i++) {
    pf[i] = ((((((((((((((((((((((((-0.25f * pf[i] + 0.25f) * pf[i] + -0.625f) * pf[i] + -0.125f) * pf[i] + 0.375f) * pf[i] + -0.5f) * pf[i] + 0.0f) * pf[i] + 0.5f) * pf[i] + -0.375f) * pf[i] + 0.125f) * pf[i] + 0.625f) * pf[i] + -0.25f) * pf[i] + 0.25f) * pf[i] + -0.625f) * pf[i] + -0.125f) * pf[i] + 0.375f) * pf[i] + -0.5f) * pf[i] + 0.0f) * pf[i] + 0.5f) * pf[i] + -0.375f) * pf[i] + 0.125f) * pf[i] + 0.625f) * pf[i] + -0.25f) * pf[i] + 0.25f) * pf[i] + -0.625f);
    q[i] = ((((((((((((((((((((((((-0.25 * pd[i] + 0.25) * pd[i] + -0.625) * pd[i] + -0.125) * pd[i] + 0.375) * pd[i] + -0.5) * pd[i] + 0.0) * pd[i] + 0.5) * pd[i] + -0.375) * pd[i] + 0.125) * pd[i] + 0.625) * pd[i] + -0.25) * pd[i] + 0.25) * pd[i] + -0.625) * pd[i] + -0.125) * pd[i] + 0.375) * pd[i] + -0.5) * pd[i] + 0.0) * pd[i] + 0.5) * pd[i] + -0.375) * pd[i] + 0.125) * pd[i] + 0.625) * pd[i] + -0.25) * pd[i] + 0.25) * pd[i] + -0.625);
  }
#pragma endscop
#pragma scop
  for (int r = 0; r < 72; r++)
    dotv[r] = R[r][1] * R[71 - r][0]
            + R[r][5] * R[71 - r][4] + R[r][9] * R[71 - r][8]
            - R[r][4] * R[71 - r][3] + R[r][8] * R[71 - r][7]
            + R[r][12] * R[71 - r][11] + R[r][7] * R[71 - r][6]
            - R[r][11] * R[71 - r][10] + R[r][15] * R[71 - r][14]
            + R[r][10] * R[71 - r][9] + R[r][14] * R[71 - r][13]
            - R[r][18] * R[71 - r][17] + R[r][13] * R[71 - r][12]
            + R[r][17] * R[71 - r][16] + R[r][21] * R[71 - r][20]
            - R[r][16] * R[71 - r][15] + R[r][20] * R[71 - r][19]
            + R[r][24] * R[71 - r][23] + R[r][19] * R[71 - r][18]
            - R[r][23] * R[71 - r][22] + R[r][27] * R[71 - r][26]
            + R[r][22] * R[71 - r][21] + R[r][26] * R[71 - r][25]
            - R[r][30] * R[71 - r][29] + R[r][25] * R[71 - r][24]
            + R[r][29] * R[71 - r][28] + R[r][33] * R[71 - r][32]
            - R[r][28] * R[71 - r][27] + R[r][32] * R[71 - r][31]
            + R[r][36] * R[71 - r][35] + R[r][31] * R[71 - r][30]
            - R[r][35] * R[71 - r][34] + R[r][39] * R[71 - r][38]
            + R[r][34] * R[71 - r][33] + R[r][38] * R[71 - r][37]
            - R[r][42] * R[71 - r][41] + R[r][37] * R[71 - r][36]
            + R[r][41] * R[71 - r][40] + R[r][45] * R[71 - r][44]
            - R[r][40] * R[71 - r][39] + R[r][44] * R[71 - r][43]
            + R[r][48] * R[71 - r][47] + R[r][43] * R[71 - r][42]
            - R[r][47] * R[71 - r][46] + R[r][51] * R[71 - r][50]
            + R[r][46] * R[71 - r][45] + R[r][50] * R[71 - r][49]
            - R[r][54] * R[71 - r][53] + R[r][49] * R[71 - r][48]
            + R[r][53] * R[71 - r][52] + R[r][57] * R[71 - r][56]
            - R[r][52] * R[71 - r][51] + R[r][56] * R[71 - r][55]
            + R[r][60] * R[71 - r][59] + R[r][55] * R[71 - r][54]
            - R[r][59] * R[71 - r][58] + R[r][63] * R[71 - r][62]
            + R[r][58] * R[71 - r][57] + R[r][62] * R[71 - r][61]
            - R[r][66] * R[71 - r][65] + R[r][61] * R[71 - r][60]
            + R[r][65] * R[71 - r][64] + R[r][69] * R[71 - r][68]
            - R[r][64] * R[71 - r][63];
#pragma endscop
  double s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  long is = 0;
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      for (int k = 1; k < N - 1; k++)
        s1 += v[i][j][k] * (1 + (i + 2 * j + 3 * k) % 7);
  for (int i = 4; i < M - 4; i++)
    for (int j = 4; j < M - 4; j++) {
      s2 += res[i][j] * (1 + (i * j) % 5);
      is += (long)ires[i][j] * (1 + (i + j) % 9);
    }
  for (int i = 0; i < M * M; i++) {
    s3 += pf[i];
    s4 += q[i] * (1 + i % 3);
  }
  for (int r = 0; r < 72; r++)
    s5 += dotv[r] * (r + 1);
  printf("stencil27 %.17g\nconv81 %.17g\nconv81i %ld\nhornerf %.17g\nhornerd %.17g\ndot64 %.17g\n", s1, s2, is, s3, s4, s5);
  return 0;
}
