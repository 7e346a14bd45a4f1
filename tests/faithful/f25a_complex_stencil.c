#include <stdio.h>
#include <complex.h>
#define N 20
#define T 4

int main(void) {
  double _Complex u[N][N], v[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) u[i][j] = (i * 0.1) + (j * 0.05) * I;
#pragma scop
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        v[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]) * (1.0 + 0.01 * I) - u[i][j] * 0.001;
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        u[i][j] = v[i][j] / (1.0 - 0.002 * I);
  }
#pragma endscop
  for (int i = 0; i < N; i += 3)
    for (int j = 0; j < N; j += 4) printf("%a %a\n", __real__ u[i][j], __imag__ u[i][j]);
  return 0;
}
