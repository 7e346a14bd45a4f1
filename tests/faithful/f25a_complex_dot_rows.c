#include <stdio.h>
#include <complex.h>
#define N 10
#define M 14

int main(void) {
  double _Complex A[N][M], v[M], y[N];
  double _Complex tot = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) A[i][j] = (i + j % 3) * 0.25 + (i - j) * 0.125 * I;
  for (int j = 0; j < M; j++) v[j] = 1.0 / (j + 1) + (j % 2 ? 0.5 : -0.5) * I;
#pragma scop
  for (int i = 0; i < N; i++) {
    y[i] = 0;
    for (int j = 0; j < M; j++)
      y[i] = y[i] + conj(A[i][j]) * v[j];
  }
  for (int i = 0; i < N; i++)
    tot += y[i] * y[i];
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.12f %.12f\n", creal(y[i]), cimag(y[i]));
  printf("tot %.9f %.9f\n", creal(tot), cimag(tot));
  return 0;
}
