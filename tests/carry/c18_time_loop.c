#include <stdio.h>
#define N 24
#define T 6
static double U[N][N], V[N][N], P[N][N], Q[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      U[i][j] = (double)((i * 7 + j * 3) % 11) / 11;
      V[i][j] = P[i][j] = Q[i][j] = 0;
    }
#pragma scop
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++) {
      V[0][i] = 1.0;
      P[i][0] = 0.0;
      Q[i][0] = V[0][i];
      for (int j = 1; j < N - 1; j++) {
        P[i][j] = -0.25 / (0.5 * P[i][j - 1] + 1.5);
        Q[i][j] = (U[j][i - 1] + U[j][i] * 0.5 - U[j][i + 1] * 0.25 - 0.5 * Q[i][j - 1]) / (0.5 * P[i][j - 1] + 1.5);
      }
      V[N - 1][i] = 1.0;
      for (int j = N - 2; j >= 1; j--)
        V[j][i] = P[i][j] * V[j + 1][i] + Q[i][j];
    }
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        U[i][j] = 0.25 * (V[i][j] + V[i - 1][j] + V[i + 1][j]) + 0.25 * U[i][j];
  }
#pragma endscop
  for (int i = 0; i < N; i += 2)
    for (int j = 0; j < N; j += 3) printf("%.17g %.17g\n", U[i][j], V[i][j]);
  return 0;
}
