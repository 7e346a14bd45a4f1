/* A row buffer tmp[] reused by every iteration of the outer loop (written, then read, in the same
   iteration), read after the SCoP: increasing rows whose last iteration writes every element, a
   triangular variant whose last iteration writes them all too, and a decreasing one whose last iteration
   writes only tmp[0] (the buffer keeps values of several iterations). */
#include <stdio.h>
#define N 96
double A[N][N], B[N][N], C[N][N], tmp[N], tri[N], dec[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      tmp[j] = A[i][j] * 2.0 + i;
    for (int j = 0; j < n; j++)
      B[i][j] = tmp[j] + tmp[n - 1 - j];
  }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      tri[j] = A[j][i] + j;
    for (int j = 0; j <= i; j++)
      C[i][j] = tri[j] * tri[i - j];
  }
  for (int i = n - 1; i >= 0; i--) {
    for (int j = 0; j <= i; j++)
      dec[j] = A[i][j] - j;
    for (int j = 0; j <= i; j++)
      C[j][i] = C[j][i] + dec[i - j];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = ((i * 7 + j) % 9) * 0.5;
  run(N);
  run(5);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += tmp[i] + tri[i] * 2 + dec[i] * 3;
    for (int j = 0; j < N; j++) s += B[i][j] * (j % 3 + 1) + C[i][j] * (i % 4 + 1);
  }
  printf("%.12g\n", s);
  return 0;
}
