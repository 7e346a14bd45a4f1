/* 2-D stencils whose boundary is handled by ternaries on the iterators (a clamped neighbour:
   i > 0 ? U[i-1][j] : U[i][j]; a periodic one: j == n - 1 ? U[i][0] : U[i][j+1]), over a time loop
   with two arrays, an int stencil with a zero outside, and a Gauss-Seidel sweep in place with int
   division (rounded toward zero, negative values included). */
#include <stdio.h>
#define N 200
double U[N][N], V[N][N];
int G[N][N], H[N][N];

static void kernel(int tsteps, int n) {
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        V[i][j] = 0.2 * (U[i][j] + (i > 0 ? U[i - 1][j] : U[i][j]) + (i < n - 1 ? U[i + 1][j] : U[i][j])
                         + (j > 0 ? U[i][j - 1] : U[i][n - 1]) + (j == n - 1 ? U[i][0] : U[i][j + 1]));
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        U[i][j] = V[i][j];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      H[i][j] = G[i][j] * 4 - (i > 0 ? G[i - 1][j] : 0) - (j > 0 ? G[i][j - 1] : 0)
                - (i + 1 < n ? G[i + 1][j] : 0) - (j + 1 < n ? G[i][j + 1] : 0);
  for (int t = 0; t < 3; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        G[i][j] = (G[i - 1][j] + G[i][j - 1] + G[i][j] + G[i + 1][j] + G[i][j + 1]) / 5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      U[i][j] = ((i * 7 + j * 13) % 17) * 0.5;
      G[i][j] = (i * 31 + j * 17) % 200 - 100;
    }
  kernel(5, N);
  kernel(2, 1);
  kernel(1, 2);
  double s = 0;
  long g = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += U[i][j] * ((i + j) % 7 + 1);
      g += (long)G[i][j] * ((i * 3 + j) % 5 + 1) + H[i][j];
    }
  printf("%.10g %ld\n", s, g);
  return 0;
}
