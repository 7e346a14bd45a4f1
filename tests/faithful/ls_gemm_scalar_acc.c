/* Matrix products whose accumulator is a scalar of the function, loaded from C[i][j] before the k loop
   and stored back after it (`w = C[i][j]; for k w += ...; C[i][j] = w`), in ij-k order with a beta
   scaling before, in ji-k order, and over int elements with a long accumulator. */
#include <stdio.h>
#define N 72
double A[N][N], B[N][N], C[N][N], C2[N][N];
int IA[N][N], IB[N][N], IC[N][N];

static void run(int n, double beta) {
  double w;
  long lw;
  int i, j, k;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      w = C[i][j] * beta;
      for (k = 0; k < n; k++)
        w += A[i][k] * B[k][j];
      C[i][j] = w;
    }
  for (j = 0; j < n; j++)
    for (i = 0; i < n; i++) {
      w = C2[i][j];
      for (k = 0; k < n; k++)
        w += A[i][k] * B[k][j];
      C2[i][j] = w * 0.5;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      lw = IC[i][j];
      for (k = 0; k < n; k++)
        lw += IA[i][k] * IB[k][j];
      IC[i][j] = lw / 4;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i * j) % 7) * 0.125; B[i][j] = ((i + j) % 5) * 0.25;
      C[i][j] = C2[i][j] = (i - j) * 0.5;
      IA[i][j] = (i * 3 + j) % 11 - 5; IB[i][j] = (i + j * 7) % 13 - 6; IC[i][j] = i - j;
    }
  run(N, 1.5);
  run(9, -0.5);
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { s += C[i][j] * (j + 1) + C2[i][j] * (i + 1); t += IC[i][j] * (i + 2 * j); }
  printf("%.12g %ld\n", s, t);
  return 0;
}
