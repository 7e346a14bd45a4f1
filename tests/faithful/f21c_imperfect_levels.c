/* Imperfect nests with statements at every level, as hand-written solvers have them: a 5-deep nest
   (block, row, column, depth, component) with an initialisation, a prologue and an epilogue statement
   at each level and the inner update reading what the outer statements wrote; a Gram-Schmidt-like
   loop (norm, scale, projections, subtraction: four statements between three loops); an LU-like
   triple loop with the pivot row scaled between the loops; a 4-deep nest whose middle levels both
   open with a reset and close with a store. Printed: checksums. */
#include <stdio.h>
#include <math.h>

#define NB 3
#define NR 6
#define NC 5
#define ND 4
#define NK 3
#define GN 12
#define GM 8

static double rowsum[NB][NR], colsum[NB][NR][NC], dep[NB][NR][NC][ND], acc[NB][NR][NC][ND][NK];
static double blk[NB], fld[NB][NR][NC][ND][NK];
static double Q[GM][GN], Rr[GM][GM], LU[GN][GN], cs[GN];
static double E[10][10][10], e2[10][10], e1[10];

int main(void) {
  for (int b = 0; b < NB; b++)
    for (int r = 0; r < NR; r++)
      for (int c = 0; c < NC; c++)
        for (int d = 0; d < ND; d++)
          for (int k = 0; k < NK; k++)
            fld[b][r][c][d][k] = (double)((b * 7 + r * 5 + c * 3 + d * 2 + k) % 11) * 0.125 - 0.5;
  for (int v = 0; v < GM; v++)
    for (int i = 0; i < GN; i++)
      Q[v][i] = (double)((v * 3 + i * 5) % 7) + (v == i ? 4.0 : 0.0) + 0.25 * i;
  for (int i = 0; i < GN; i++)
    for (int j = 0; j < GN; j++)
      LU[i][j] = (i == j) ? 20.0 + i : (double)((i * 7 + j * 3) % 9) * 0.5 - 2.0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 10; k++)
        E[i][j][k] = (double)((i + 2 * j + 3 * k) % 5) - 2.0;

#pragma scop
  for (int b = 0; b < NB; b++) {
    blk[b] = 0.0;
    for (int r = 0; r < NR; r++) {
      rowsum[b][r] = blk[b] * 0.5;
      for (int c = 0; c < NC; c++) {
        colsum[b][r][c] = rowsum[b][r] + 1.0;
        for (int d = 0; d < ND; d++) {
          dep[b][r][c][d] = colsum[b][r][c] * 0.25;
          for (int k = 0; k < NK; k++)
            acc[b][r][c][d][k] = fld[b][r][c][d][k] * dep[b][r][c][d] + (double)k;
          for (int k = 0; k < NK; k++)
            dep[b][r][c][d] += acc[b][r][c][d][k];
          colsum[b][r][c] += dep[b][r][c][d] * 0.5;
        }
        rowsum[b][r] += colsum[b][r][c];
      }
      blk[b] += rowsum[b][r] * 0.125;
    }
    blk[b] = blk[b] * 2.0 - 1.0;
  }
#pragma endscop

  /* modified Gram-Schmidt */
#pragma scop
  for (int k = 0; k < GM; k++) {
    Rr[k][k] = 0.0;
    for (int i = 0; i < GN; i++)
      Rr[k][k] += Q[k][i] * Q[k][i];
    Rr[k][k] = sqrt(Rr[k][k]);
    for (int i = 0; i < GN; i++)
      Q[k][i] = Q[k][i] / Rr[k][k];
    for (int j = k + 1; j < GM; j++) {
      Rr[k][j] = 0.0;
      for (int i = 0; i < GN; i++)
        Rr[k][j] += Q[k][i] * Q[j][i];
      for (int i = 0; i < GN; i++)
        Q[j][i] = Q[j][i] - Q[k][i] * Rr[k][j];
    }
  }
#pragma endscop

  /* LU without pivoting, the pivot column scaled between the loops, column sums at the end */
#pragma scop
  for (int k = 0; k < GN; k++) {
    for (int i = k + 1; i < GN; i++)
      LU[i][k] = LU[i][k] / LU[k][k];
    for (int i = k + 1; i < GN; i++)
      for (int j = k + 1; j < GN; j++)
        LU[i][j] = LU[i][j] - LU[i][k] * LU[k][j];
    cs[k] = 0.0;
    for (int i = 0; i < GN; i++)
      cs[k] += fabs(LU[i][k]);
  }
#pragma endscop

  /* reset and store at both middle levels */
#pragma scop
  for (int i = 0; i < 10; i++) {
    e1[i] = 0.0;
    for (int j = 0; j < 10; j++) {
      e2[i][j] = 0.0;
      for (int k = 0; k < 10; k++) {
        E[i][j][k] = E[i][j][k] * 0.5 + e2[i][j];
        e2[i][j] += E[i][j][k];
      }
      e1[i] += e2[i][j] * (j + 1);
      for (int k = 0; k < 10; k++)
        E[i][j][k] -= e1[i] * 0.01;
    }
    e1[i] = e1[i] / 10.0;
  }
#pragma endscop

  double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  for (int b = 0; b < NB; b++) {
    s1 += blk[b] * (b + 1);
    for (int r = 0; r < NR; r++) {
      s1 += rowsum[b][r];
      for (int c = 0; c < NC; c++) {
        s1 += colsum[b][r][c] * 0.5;
        for (int d = 0; d < ND; d++) {
          s1 += dep[b][r][c][d] * 0.25;
          for (int k = 0; k < NK; k++)
            s1 += acc[b][r][c][d][k] * 0.125 * (k + 1);
        }
      }
    }
  }
  for (int i = 0; i < GM; i++) {
    for (int j = 0; j < GM; j++)
      s2 += Rr[i][j] * (i + 2 * j + 1) * (j >= i);
    for (int j = 0; j < GN; j++)
      s2 += Q[i][j] * (j + 1);
  }
  for (int i = 0; i < GN; i++) {
    s3 += cs[i] * (i + 1);
    for (int j = 0; j < GN; j++)
      s3 += LU[i][j] * ((i + j) % 3 + 1);
  }
  for (int i = 0; i < 10; i++) {
    s4 += e1[i];
    for (int j = 0; j < 10; j++) {
      s4 += e2[i][j] * 0.5;
      for (int k = 0; k < 10; k++)
        s4 += E[i][j][k] * ((i + j + k) % 4);
    }
  }
  printf("%.17g\n%.17g\n%.17g\n%.17g\n", s1, s2, s3, s4);
  return 0;
}
