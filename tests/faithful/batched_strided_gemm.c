/* Batched products with 3-D arrays (batch outermost), a transposed first operand A[b][k][i], operands
   read with strides (X[2 * i][k], Y[k][3 * j + 1]), a batch whose output is written for the next batch
   to read (P[b + 1] = P[b] * Q: a dependence across batches), and float elements reduced into a double. */
#include <stdio.h>
#define NB 6
#define N 40
double A[NB][N][N], B[NB][N][N], C[NB][N][N];
double X[2 * N][N], Y[N][3 * N + 1], Z[N][N];
double P[NB + 1][N][N], Q[N][N];
float Fa[N][N], Fb[N][N];
double D[N][N];

static void kernel(int nb, int n) {
#pragma scop
  for (int b = 0; b < nb; b++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        C[b][i][j] = 0.0;
        for (int k = 0; k < n; k++)
          C[b][i][j] += A[b][k][i] * B[b][k][j];
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        Z[i][j] += X[2 * i][k] * Y[k][3 * j + 1];
  for (int b = 0; b < nb; b++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        P[b + 1][i][j] = 0.0;
        for (int k = 0; k < n; k++)
          P[b + 1][i][j] += P[b][i][k] * Q[k][j];
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        D[i][j] += Fa[i][k] * Fb[j][k];
#pragma endscop
}

int main(void) {
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        A[b][i][j] = ((b + i * 3 + j) % 7) * 0.5 - 1.5;
        B[b][i][j] = ((b * 2 + i + j * 5) % 9) * 0.25 - 1.0;
      }
  for (int i = 0; i < 2 * N; i++)
    for (int j = 0; j < N; j++) X[i][j] = (i * j % 11) * 0.125;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 3 * N + 1; j++) Y[i][j] = ((i + j) % 6) * 0.5 - 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      P[0][i][j] = (i == j) + ((i + j) % 3) * 0.125;
      Q[i][j] = ((i * 5 + j) % 4) * 0.0625 + (i == j) * 0.5;
      Fa[i][j] = (float)((i + j) % 5) - 2.0f;
      Fb[i][j] = (float)((i * j) % 3) * 0.5f;
      Z[i][j] = 1.0;
      D[i][j] = 0.25;
    }
  kernel(NB, N);
  kernel(2, 5);
  double s = 0;
  for (int b = 0; b <= NB; b++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        s += (b < NB ? C[b][i][j] : 0) + P[b][i][j] * (b + 1) / (1 + j % 3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += Z[i][j] * ((i + j) % 4) + D[i][j];
  printf("%.10g\n", s);
  return 0;
}
