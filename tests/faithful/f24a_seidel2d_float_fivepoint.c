/* Gauss-Seidel 2-D in float with five points (the cross), in place, the time loop counting down, the
   row loop written `i <= n - 2` and the column loop counting down as well, the sum spelled
   `x = x + ...` in a float local. */
#include <stdio.h>

#define N 36

static float G[N][N];

static void gs(int n, int tsteps) {
#pragma scop
  for (int t = tsteps; t > 0; t--)
    for (int i = 1; i <= n - 2; i++)
      for (int j = n - 2; j >= 1; j--) {
        float x = G[i - 1][j];
        x = x + G[i][j - 1];
        x = x + G[i][j];
        x = x + G[i][j + 1];
        x = x + G[i + 1][j];
        G[i][j] = x / 5.0f;
      }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      G[i][j] = (float)((i * 7 + j * 3) % 19) / 19.0f;
  gs(N, 5);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += G[i][j];
  printf("%.6e %.6f %.6f\n", s, (double)G[1][N - 2], (double)G[N - 2][1]);
  return 0;
}
