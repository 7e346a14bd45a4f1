#include <stdio.h>
#define N 300
static double A[N][N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = (i * 7 + j * 3) % 11 / 10.0;
#pragma scop
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i][j - 1]) + 0.1 * A[i][j];
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += A[i][j];
  printf("%.10e %.10e %.10e\n", s, A[N-1][N-1], A[N/2][N/3]);
  return 0;
}
