/* 3-D seven-point sweeps on data that is not double: unsigned char voxels averaged in int arithmetic
   (promoted, + 3 rounding, / 7 truncating) and stored back as unsigned char, a float field with a
   double coefficient (the sum in double, rounded to float: printed with %a), a short field with a
   negative weight (a right shift of a negative value: arithmetic with GCC), and a long field whose
   neighbours are multiplied beyond int. */
#include <stdio.h>
#define N 20
static unsigned char U[N][N][N], V[N][N][N];
static float F[N][N][N], G[N][N][N];
static short S[N][N][N], T[N][N][N];
static long L[N][N][N], K[N][N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++) {
        U[i][j][k] = (unsigned char)(i * 37 + j * 11 + k * 5);
        F[i][j][k] = (float)((i * j + k) % 17) / 3.0f;
        S[i][j][k] = (short)((i * 101 + j * 13 + k * 7) % 2000 - 1000);
        L[i][j][k] = (long)(i + 1) * 100003 + j * 1009 + k;
      }
  double c = 0.1;
#pragma scop
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      for (int k = 1; k < N - 1; k++)
        V[i][j][k] = (U[i - 1][j][k] + U[i + 1][j][k] + U[i][j - 1][k] + U[i][j + 1][k] + U[i][j][k - 1] +
                      U[i][j][k + 1] + U[i][j][k] + 3) / 7;
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      for (int k = 1; k < N - 1; k++)
        G[i][j][k] = c * (F[i - 1][j][k] + F[i + 1][j][k] + F[i][j - 1][k] + F[i][j + 1][k] + F[i][j][k - 1] +
                          F[i][j][k + 1]) + 0.4f * F[i][j][k];
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      for (int k = 1; k < N - 1; k++)
        T[i][j][k] = (S[i - 1][j][k] - 2 * S[i][j][k] + S[i + 1][j][k] + S[i][j - 1][k] + S[i][j + 1][k]
                      - S[i][j][k - 1] - S[i][j][k + 1]) >> 2;
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      for (int k = 1; k < N - 1; k++)
        K[i][j][k] = L[i - 1][j][k] * L[i + 1][j][k] - L[i][j][k - 1] * L[i][j][k + 1] + L[i][j - 1][k];
#pragma endscop
  unsigned long h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        h = h * 1000003 + V[i][j][k] + (unsigned long)T[i][j][k] * 7 + (unsigned long)K[i][j][k] * 13;
  printf("%lu\n", h);
  for (int i = 1; i < N - 1; i += 5)
    for (int k = 1; k < N - 1; k += 4) printf("%a %d %d %ld\n", G[i][i][k], V[i][k][i], T[k][i][i], K[i][k][k]);
  return 0;
}
