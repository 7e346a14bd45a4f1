/* Nests deeper than the three grid dimensions: a 4-D and a 5-D fully parallel update, a 4-D update with
   a dependence on the innermost level only, and a 4-D contraction into a 2-D result. */
#include <stdio.h>
#define A1 6
#define A2 7
#define A3 8
#define A4 9
#define A5 3
double X[A1][A2][A3][A4], Y[A1][A2][A3][A4][A5], Z[A1][A2][A3][A4], R[A1][A4];

static void kernel(int n1, int n2, int n3, int n4) {
#pragma scop
  for (int a = 0; a < n1; a++)
    for (int b = 0; b < n2; b++)
      for (int c = 0; c < n3; c++)
        for (int d = 0; d < n4; d++)
          X[a][b][c][d] = X[a][b][c][d] * 0.5 + a - b + c * d;
  for (int a = 0; a < n1; a++)
    for (int b = 0; b < n2; b++)
      for (int c = 0; c < n3; c++)
        for (int d = 0; d < n4; d++)
          for (int e = 0; e < A5; e++)
            Y[a][b][c][d][e] = X[a][b][c][d] + e * 0.25 + Y[a][b][c][d][e];
  for (int a = 0; a < n1; a++)
    for (int b = 0; b < n2; b++)
      for (int c = 0; c < n3; c++)
        for (int d = 1; d < n4; d++)
          Z[a][b][c][d] = Z[a][b][c][d - 1] + X[a][b][c][d];
  for (int a = 0; a < n1; a++)
    for (int d = 0; d < n4; d++) {
      R[a][d] = 0;
      for (int b = 0; b < n2; b++)
        for (int c = 0; c < n3; c++)
          R[a][d] += Z[a][b][c][d] * Y[a][b][c][d][1];
    }
#pragma endscop
}

int main(void) {
  for (int a = 0; a < A1; a++)
    for (int b = 0; b < A2; b++)
      for (int c = 0; c < A3; c++)
        for (int d = 0; d < A4; d++) {
          X[a][b][c][d] = (a + 2 * b + 3 * c + 4 * d) % 5;
          Z[a][b][c][d] = (a * b + c) % 3;
          for (int e = 0; e < A5; e++) Y[a][b][c][d][e] = e;
        }
  kernel(A1, A2, A3, A4);
  kernel(3, 2, 5, 4);
  double s = 0;
  for (int a = 0; a < A1; a++)
    for (int d = 0; d < A4; d++) s += R[a][d] * (a + d + 1);
  for (int a = 0; a < A1; a++)
    for (int b = 0; b < A2; b++)
      for (int c = 0; c < A3; c++)
        for (int d = 0; d < A4; d++) s += X[a][b][c][d] + Y[a][b][c][d][2] * 0.1 + Z[a][b][c][d] * 0.01;
  printf("%.12g\n", s);
  return 0;
}
