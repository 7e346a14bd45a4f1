/* 3-D and 4-D arrays: a 4-D update over all index orders of the read, a 3-D stencil with a time loop, a
   4-D tensor contraction into 2-D, and a permutation between a 3-D and a 4-D array. */
#include <stdio.h>
#define A1 6
#define B1 7
#define C1 8
#define D1 9
double T4[A1][B1][C1][D1], S4[D1][C1][B1][A1], U3[C1 + 2][C1 + 2][C1 + 2], V3[C1 + 2][C1 + 2][C1 + 2];
double R2[A1][D1];

static void run(int steps) {
#pragma scop
  for (int a = 0; a < A1; a++)
    for (int b = 0; b < B1; b++)
      for (int c = 0; c < C1; c++)
        for (int d = 0; d < D1; d++)
          S4[d][c][b][a] = T4[a][b][c][d] * 0.5 + S4[d][c][b][a];
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i <= C1; i++)
      for (int j = 1; j <= C1; j++)
        for (int k = 1; k <= C1; k++)
          V3[i][j][k] = (U3[i - 1][j][k] + U3[i + 1][j][k] + U3[i][j - 1][k] + U3[i][j + 1][k]
                         + U3[i][j][k - 1] + U3[i][j][k + 1]) / 6.0;
    for (int i = 1; i <= C1; i++)
      for (int j = 1; j <= C1; j++)
        for (int k = 1; k <= C1; k++)
          U3[i][j][k] = V3[i][j][k];
  }
  for (int a = 0; a < A1; a++)
    for (int d = 0; d < D1; d++)
      for (int b = 0; b < B1; b++)
        for (int c = 0; c < C1; c++)
          R2[a][d] += T4[a][b][c][d] * U3[c + 1][b + 1][a + 1];
#pragma endscop
}

int main(void) {
  for (int a = 0; a < A1; a++) for (int b = 0; b < B1; b++) for (int c = 0; c < C1; c++) for (int d = 0; d < D1; d++)
    { T4[a][b][c][d] = (a * 3 + b * 5 + c * 7 + d) % 10 * 0.1; S4[d][c][b][a] = a - d; }
  for (int i = 0; i < C1 + 2; i++) for (int j = 0; j < C1 + 2; j++) for (int k = 0; k < C1 + 2; k++)
    U3[i][j][k] = (i * j + k) % 6;
  run(3);
  double s = 0;
  for (int a = 0; a < A1; a++) for (int d = 0; d < D1; d++) s += R2[a][d] * (a + d + 1);
  for (int a = 0; a < A1; a++) for (int b = 0; b < B1; b++) for (int c = 0; c < C1; c++) for (int d = 0; d < D1; d++)
    s += S4[d][c][b][a] * ((a + b + c + d) % 4);
  for (int i = 0; i < C1 + 2; i++) for (int j = 0; j < C1 + 2; j++) for (int k = 0; k < C1 + 2; k++) s += U3[i][j][k];
  printf("%.12g\n", s);
  return 0;
}
