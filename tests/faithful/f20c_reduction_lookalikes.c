/* Updates that look like reductions and are not: s = D[i] - s, s += D[i] - s * 0.5, s = s * 0.999 + D[i],
   s = -(s - D[i]), A[5] += A[i] (the accumulator is one of the terms), m = fmaxf(m, F[i]) * 0.999f,
   s = s + D[i] + s * 1e-4, R[i] += Q[i][j] * R[j] (reads the row it updates) and W[i][j] updated from
   W[i][i] and W[j][i]. */
#include <stdio.h>
#include <math.h>
#define N 2000
#define M 40
static double D[N], A[N], R[M], Q[M][M], X[M], W[M][M];
static float F[N];
int main(void) {
  for (int i = 0; i < N; i++) { D[i] = (i % 17) * 0.37 - 2.1; A[i] = (i % 5) * 0.5 + 1; F[i] = (float)((i % 9) * 0.3 - 1); }
  for (int i = 0; i < M; i++) { R[i] = i * 0.1 + 1; X[i] = 1.0 / (i + 1); for (int j = 0; j < M; j++) Q[i][j] = W[i][j] = ((i * j) % 7 - 3) * 0.01; }
  double s1 = 1, s2 = 1, s3 = 1, s4 = 1, s5 = 0;
  float m1 = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    s1 = D[i] - s1;
  for (int i = 0; i < N; i++)
    s2 += D[i] - s2 * 0.5;
  for (int i = 0; i < N; i++)
    s3 = s3 * 0.999 + D[i];
  for (int i = 0; i < N; i++)
    s4 = -(s4 - D[i]);
  for (int i = 0; i < N; i++)
    A[5] += A[i];
  for (int i = 0; i < N; i++)
    m1 = fmaxf(m1, F[i]) * 0.999f;
  for (int i = 0; i < N; i++)
    s5 = s5 + D[i] + s5 * 1e-4;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      R[i] += Q[i][j] * R[j];
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      W[i][j] += W[i][i] * X[j] + W[j][i] * 0.5;
#pragma endscop
  double t = 0;
  for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) t += W[i][j] * (i + 2 * j);
  printf("%.17g %.17g %.17g %.17g %.17g %.9g %.17g %.17g %.17g %.17g\n", s1, s2, s3, s4, A[5], m1, s5, R[3], R[M - 1], t);
  return 0;
}
