/* One scalar accumulating over a whole nest: a double sum over i and j, an int sum over a triangle
   (j <= i), a sum over a 3-D box, a max over a lower triangle written as a ternary of ints, a sum over a
   band |i - j| <= 3, a trace, and per-row sums over triangles (row i sums j < i). */
#include <stdio.h>

#define N 150
#define K 12

static double A[N][N];
static int B[N][N];
static float T[K][K][K];
static double rs[N];

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = 1.0 / (1.0 + (double)((i * 7 + j * 13) % 37));
      B[i][j] = (i * 31 + j * 17) % 199 - 99;
    }
  for (int i = 0; i < K; i++)
    for (int j = 0; j < K; j++)
      for (int k = 0; k < K; k++)
        T[i][j][k] = 0.5f + (float)((i + 2 * j + 3 * k) % 9) * 0.25f;
  double s = 0.0, band = 0.0, tr = 0.0;
  int tri = 0, mx = -1000000;
  float box = 0.0f;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += A[i][j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      tri += B[i][j];
  for (int i = 0; i < K; i++)
    for (int j = 0; j < K; j++)
      for (int k = 0; k < K; k++)
        box += T[i][j][k] * T[k][j][i];
  for (int i = 1; i < N; i++)
    for (int j = 0; j < i; j++)
      mx = B[i][j] * 2 > mx ? B[i][j] * 2 : mx;
  for (int i = 0; i < N; i++)
    for (int j = i - 3 > 0 ? i - 3 : 0; j <= i + 3 && j < N; j++)
      band += A[i][j] * A[j][i];
  for (int i = 0; i < N; i++)
    tr += A[i][i];
  for (int i = 0; i < N; i++) {
    rs[i] = 0.0;
    for (int j = 0; j < i; j++)
      rs[i] += A[i][j] - A[j][i];
  }
#pragma endscop
  printf("%.9e %d %.6e %d %.9e %.9e\n", s, tri, box, mx, band, tr);
  for (int i = 0; i < N; i += 7)
    printf("%.9e\n", rs[i]);
  return 0;
}
