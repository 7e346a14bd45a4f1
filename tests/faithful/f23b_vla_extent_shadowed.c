/* A VLA parameter whose extent's variable is hidden where the SCoP runs: `double A[n][m]` declared with
   the parameters n and m, and a block around the SCoP declaring its own `m` (the columns to update, fewer
   than the row length) and `n`; A's rows keep the parameter's length m.  The same for a pointer to a VLA
   whose extent's variable a block-scope int or enumeration constant hides, and for a local VLA whose
   first extent a later declaration in its own block hides.  Those SCoPs stay on the host for the device
   targets (with a warning); a local VLA whose extents are visible as declared is offloaded. */
#include <stdio.h>
#define R 24
#define C 20

static double G[R][C];

static void update(int n, int m, double A[n][m]) {
  {
    int m = 6;
    int n = 10;
#pragma scop
    for (int i = 1; i < n; i++)
      for (int j = 0; j < m; j++)
        A[i][j] = A[i - 1][j] + A[i][j + 1] * 0.5;
#pragma endscop
  }
}

static void pointer_to_vla(int rows, int cols) {
  double (*B)[cols] = (double (*)[cols])&G[0][0];
  {
    int cols = 3;
#pragma scop
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++)
        B[i][j + cols] = B[i][j] * 2 + i;
#pragma endscop
  }
}

static void enum_hides(int rows, int k) {
  double (*B)[k] = (double (*)[k])&G[0][0];
  {
    enum { k = 4 };
#pragma scop
    for (int i = 1; i < rows; i++)
      for (int j = 0; j < k; j++)
        B[i][j] = B[i - 1][j + k] - j;
#pragma endscop
  }
}

static void declared_inside(int rows, int cols) {
  {
    int cols2 = cols / 2;
    double T[rows][cols2];
    int rows = 3;
#pragma scop
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols2; j++)
        T[i][j] = G[i][j] + G[i][j + cols2];
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols2; j++)
        G[i + 10][j] = T[i][j] * 0.5;
#pragma endscop
  }
}

static void not_hidden(int rows, int cols) {
  {
    int half = cols / 2;
    double T[rows][half];
#pragma scop
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < half; j++)
        T[i][j] = G[i][j] * 2 - G[i][j + half];
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < half; j++)
        G[i][j] = T[i][j] + 1;
#pragma endscop
  }
}

int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      G[i][j] = (i * 7 + j * 3) % 10;
  update(R, C, G);
  pointer_to_vla(R / 2, C);
  enum_hides(R / 3, C / 2);
  declared_inside(R - 8, C);
  not_hidden(R, C);
  double s = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      s += G[i][j] * ((i + j) % 6 + 1);
  printf("%.12g\n", s);
  return 0;
}
