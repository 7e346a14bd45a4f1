/* Scratch arrays inside an outer loop: fully rewritten each iteration (private per iteration), written
   only in part so that reads see older iterations' values, and read after the SCoP. */
#include <stdio.h>
#define N 96
double A[N][N], B[N][N], C[N][N], tmp[N], part[N], Out[N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      tmp[j] = A[i][j] * 2.0;
    for (int j = 0; j < n; j++)
      B[i][j] = tmp[j] + tmp[n - 1 - j];
  }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i % 7; j++)
      part[j] = A[i][j] + i;
    for (int j = 0; j < 8; j++)
      C[i][j] = part[j];
  }
  for (int i = 0; i < n; i++) {
    for (int j = i; j < n; j++)
      part[j + 0] = A[j][i];
    Out[i] = part[n - 1] + part[i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = ((i * 5 + j * 3) % 17) * 0.5;
  kernel(N);
  kernel(20);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += tmp[i] + part[i] * 3 + Out[i];
    for (int j = 0; j < N; j++) s += B[i][j] * 0.01 + C[i][j] * ((i + j) % 3);
  }
  printf("%.12g\n", s);
  return 0;
}
