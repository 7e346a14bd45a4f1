/* y = A^T x (one thread per column is coalesced already), both products of a bicg-like pair in one
   nest, and a norm followed by a statement that uses it. */
#include <stdio.h>
#include <math.h>

#define M 203
#define N 150

static double A[M][N], p[N], r[M], s[N], q[M], t[N], z[M];

int main(void)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 5 + j * 3) % 31) / 31.0 - 0.5;
  for (int j = 0; j < N; j++)
    p[j] = (double)(j % 7) / 7.0;
  for (int i = 0; i < M; i++)
    r[i] = (double)(i % 5) / 5.0 - 0.3;
  double n2 = 0, scale;
#pragma scop
  for (int j = 0; j < N; j++) {
    t[j] = 0;
    for (int i = 0; i < M; i++)
      t[j] += A[i][j] * r[i];
  }
  for (int j = 0; j < N; j++)
    s[j] = 0;
  for (int i = 0; i < M; i++) {
    q[i] = 0;
    for (int j = 0; j < N; j++) {
      s[j] += r[i] * A[i][j];
      q[i] += A[i][j] * p[j];
    }
  }
  for (int i = 0; i < M; i++)
    n2 += q[i] * q[i];
  scale = sqrt(n2) + 1.0;
  for (int i = 0; i < M; i++)
    z[i] = q[i] / scale;
#pragma endscop
  for (int j = 0; j < N; j += 7)
    printf("%.12g %.12g\n", t[j], s[j]);
  for (int i = 0; i < M; i += 9)
    printf("%.12g %.12g\n", q[i], z[i]);
  printf("%.12g\n", n2);
  return 0;
}
