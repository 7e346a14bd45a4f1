/* Output dependences: several iterations write one element and the last writer must win (C[i] = the
   last j's value; A[i % 5]; a diagonal written twice by two statements), and anti-dependences in place
   (A[i] = A[i + 1], a 2-D update reading the next row and column). */
#include <stdio.h>
#define N 120
double A[N], C[N], X[N][N], Y[N][N], T[N + 1][N + 1];
int Q[8];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i] = X[i][j] + j;
  for (int i = 0; i < n; i++)
    Q[i % 5] = i;
  for (int i = 0; i < n; i++) {
    Y[i][i] = X[i][i] * 2;
    for (int j = 0; j < n; j++)
      Y[j][j] = Y[j][j] + i;
  }
  for (int i = 0; i < n - 1; i++)
    A[i] = A[i + 1] * 0.5 + A[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      T[i][j] = T[i + 1][j] + T[i][j + 1] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i % 13;
    for (int j = 0; j < N; j++) { X[i][j] = (i * j) % 11; Y[i][j] = 1; }
  }
  for (int i = 0; i <= N; i++)
    for (int j = 0; j <= N; j++) T[i][j] = ((i + j) % 4) * 0.25;
  kernel(N);
  kernel(9);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * (i + 1) + C[i];
    for (int j = 0; j < N; j++) s += Y[i][j] * 0.001 + T[i][j] * ((i ^ j) & 3);
  }
  printf("%.12g %d %d %d %d %d\n", s, Q[0], Q[1], Q[2], Q[3], Q[4]);
  return 0;
}
