/* atax (y = A^T (A x)) in float with A stored column-major (element (i, j) at a[j * m + i], as a
   matrix handed over from Fortran), the inner products carried in a scalar: s = 0; for ... s += ...;
   tmp[i] = s. */
#include <stdio.h>

#define M 43
#define N 37
#define AT(i, j) a[(j) * M + (i)]

static float a[M * N], x[N], y[N], tmp[M];

int main(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      AT(i, j) = (float)((i + j) % N) / (5.0f * M);
  for (int j = 0; j < N; j++)
    x[j] = 1.0f + (float)j / N;

#pragma scop
  for (int i = 0; i < M; i++) {
    float s = 0.0f;
    for (int j = 0; j < N; j++)
      s += AT(i, j) * x[j];
    tmp[i] = s;
  }
  for (int j = 0; j < N; j++) {
    float s = 0.0f;
    for (int i = 0; i < M; i++)
      s += AT(i, j) * tmp[i];
    y[j] = s;
  }
#pragma endscop

  double sum = 0;
  for (int j = 0; j < N; j++)
    sum += y[j];
  printf("%.4e %.5f %.5f\n", sum, y[0], y[N - 1]);
  return 0;
}
