/* One integer product in the six loop orders (ijk, ikj, jik, jki, kij, kji) with int, long and short
   elements; each order must give the same C.  The short product wraps by conversion at every step
   (C[i][j] += a * b converts int back to short), so it is computed in the order of k. */
#include <stdio.h>
#define N 70
int Ai[N][N], Bi[N][N], C1[N][N], C2[N][N];
long C3[N][N], C4[N][N];
short As[N][N], Bs[N][N], C5[N][N], C6[N][N];

static void products(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C1[i][j] += Ai[i][k] * Bi[k][j];
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C2[i][j] += Ai[i][k] * Bi[k][j];
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      for (int k = 0; k < n; k++)
        C3[i][j] += (long)Ai[i][k] * Bi[k][j];
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++)
      for (int i = 0; i < n; i++)
        C4[i][j] += Ai[i][k] * (long)Bi[k][j];
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        C5[i][j] += As[i][k] * Bs[k][j];
  for (int k = 0; k < n; k++)
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        C6[i][j] = C6[i][j] + As[i][k] * Bs[k][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      Ai[i][j] = (i * 3 + j * 11) % 29 - 14;
      Bi[i][j] = (i * 17 + j) % 31 - 15;
      As[i][j] = (short)((i * 5 + j * 7) % 201 - 100);
      Bs[i][j] = (short)((i * 13 + j * 3) % 199 - 99);
    }
  products(N);
  products(9);
  long s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += (C1[i][j] + C3[i][j] + C5[i][j]) * ((i + 2 * j) % 9 + 1);
      bad += C1[i][j] != C2[i][j] || C3[i][j] != C4[i][j] || C5[i][j] != C6[i][j];
    }
  printf("%ld %d\n", s, bad);
  return 0;
}
