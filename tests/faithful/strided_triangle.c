/* A bound 2*i with step 3, and an in-place update reading the transposed element. */
#include <stdio.h>
#define N 120
static double A[N][2 * N + 2], B[N][N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < 2 * N + 2; j++) A[i][j] = (i * 7 + j * 3) % 11 - 5.0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) B[i][j] = (i - j) * 0.5;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < i * 2; j += 3)
      A[i][j] = A[i][j] * 0.5 + B[(j / 2) % N][i % 7] + A[i][j + 1];
  for (int i = 1; i < N; i++)
    for (int j = 0; j < i; j++)
      B[i][j] = B[j][i] - B[i][j];
#pragma endscop
  double s = 0; for (int i = 0; i < N; i++) { for (int j = 0; j < 2 * N + 2; j++) s += A[i][j] * (j + 1); for (int j = 0; j < N; j++) s += B[i][j] * (i + 2); }
  printf("%.10e\n", s);
  return 0;
}
