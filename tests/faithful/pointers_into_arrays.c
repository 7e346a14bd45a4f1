/* Pointers into arrays declared as locals of the SCoP's function: p = A + 1 (p[i] and A[i] overlap), a
   file-scope pointer set to another global before the SCoP, a 1-D buffer reshaped as rows of M
   (double (*R)[M] = (double (*)[M])F, read beside F itself), and a pointer to a row of a 2-D array. */
#include <stdio.h>
#define N 40
#define M 8
static double A[N + 1], B[N], F[N * M], G[N][M], H[N];
static double *P;

int main(void) {
  for (int i = 0; i <= N; i++) A[i] = i * 0.25;
  for (int i = 0; i < N; i++) B[i] = 100 - i;
  for (int i = 0; i < N * M; i++) F[i] = i % 13;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) G[i][j] = i - j;
  for (int i = 0; i < N; i++) H[i] = 1;
  double *p = A + 1;
  P = B;
  double (*R)[M] = (double (*)[M])F;
  double *row = G[3];
#pragma scop
  for (int i = 0; i < N; i++)
    p[i] = A[i] * 2 + 1;
  for (int i = 1; i < N; i++)
    P[i] = B[i - 1] + P[i];
  for (int i = 1; i < N; i++)
    for (int j = 0; j < M; j++)
      R[i][j] = F[(i - 1) * M + j] + R[i][j];
  for (int j = 1; j < M; j++)
    row[j] = row[j - 1] + G[3][j] + H[j];
#pragma endscop
  for (int i = 0; i <= N; i++) printf("%.17g ", A[i]);
  printf("\n");
  for (int i = 0; i < N; i++) printf("%.17g ", B[i]);
  printf("\n");
  for (int i = 0; i < N * M; i++) printf("%.17g ", F[i]);
  printf("\n");
  for (int j = 0; j < M; j++) printf("%.17g ", G[3][j]);
  printf("\n");
  return 0;
}
