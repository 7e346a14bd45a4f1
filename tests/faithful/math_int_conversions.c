/* Math functions called with integer arguments (C converts them to double): pow(i, 2), sqrt(i),
   exp(-j), fmax(i, j), floor(i / 2) (an int division first), round(i * 0.5), fmin(A[i], 0), fabs(i - j),
   fmaxf(i, 1) (converted to float), and cbrt of a long. */
#include <stdio.h>
#include <math.h>
#define N 100
double A[N][N], r[N];
float f[N];
long L[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = pow(i, 2) * 0.001 + sqrt(i + j) + exp(-j) + fmax(i, j) + floor(i / 2) + round(i * 0.5)
                + fabs(i - j) * 0.01;
  for (int i = 0; i < n; i++) {
    r[i] = fmin(A[i][i], 0) + cbrt(L[i]) + hypot(i, 3);
    f[i] = fmaxf(i, 1) * 0.5f + sqrtf(i);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) L[i] = (long)i * i * i * 1000 - 500000;
  run(N);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += r[i] + f[i];
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 3);
  }
  printf("%.12g\n", s);
  return 0;
}
