/* Affine conditions as users write them: !=, negations, disjunctions (||) whose parts overlap, a
   diagonal and an anti-diagonal, modulo of a sum with a parameter, conditions on parameters only, a
   bound that is a ternary of parameters, and nested ifs with else branches at two depths. */
#include <stdio.h>
#define N 40
double A[N][N], B[N][N], V[N];
int K[N][N];

static void kernel(int n, int m, int p) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i != j)
        A[i][j] = A[i][j] + 1;
      if (!(i < j) || j == n - 1 - i)
        B[i][j] = B[i][j] * 2 + i;
      if ((i + j + p) % 3 == 0 && (j - i) % 2 != 0)
        K[i][j] = K[i][j] - 5;
      else if (i >= m)
        K[i][j] = K[i][j] + 7;
      else
        K[i][j] = 2 * K[i][j];
    }
  for (int i = 0; i < (n > m ? n : m); i++)
    if (m > 5 || i % 4 == 1)
      V[i] = V[i] + (m > n ? 1.5 : -0.5);
  for (int i = 0; i < n; i++) {
    if (i < m) {
      if (i % 2 == 0)
        V[i] = V[i] * 3;
      else
        V[i] = V[i] - 1;
    } else {
      for (int j = i; j < n; j++)
        if (j > m + 2)
          V[i] = V[i] + 0.25 * j;
    }
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    V[i] = i * 0.5;
    for (int j = 0; j < N; j++) { A[i][j] = i - j; B[i][j] = (i + j) % 5; K[i][j] = (i * j) % 13; }
  }
  int cases[][3] = {{N, 10, 0}, {N, N, 2}, {20, 30, 1}, {0, 3, 4}, {7, 0, -5}, {33, 6, 11}};
  for (int c = 0; c < 6; c++) kernel(cases[c][0], cases[c][1], cases[c][2]);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += V[i] * (i + 1);
    for (int j = 0; j < N; j++) s += A[i][j] + B[i][j] * 0.01 + K[i][j] * ((i + 2 * j) % 5);
  }
  printf("%.12g\n", s);
  return 0;
}
