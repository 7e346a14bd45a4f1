/* Reduction loops of every length from 0 to past four strides of the lanes, so that the unrolled loop of
   each lane (four accumulators) and its remainder both run with every count of leftover iterations:
   triangular rows (group mode), triangular columns (column mode), rows bounded by a minimum of two
   bounds, a row of stride 2, and a product and a maximum over a length that is no multiple of anything (the
   product is of unsigned longs, which wrap: a floating-point product keeps C's order, gpu/reduction.py). */
#include <stdio.h>
#include <math.h>

#define N 300
#define M 337
#define L 70001

static double A[N][M], x[M], y[N], w[M], b[N], z[N], v[L];
static unsigned long u[L];

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 29) / 29.0 - 0.4;
  for (int j = 0; j < M; j++)
    x[j] = (double)(j % 11) / 11.0 + 0.1;
  for (int i = 0; i < N; i++)
    b[i] = (double)(i % 3) - 0.75;
  for (int k = 0; k < L; k++)
    v[k] = 1.0 + (double)((k * 13) % 17 - 8) / 1048576.0, u[k] = 2ul * (unsigned long)((k * 13) % 17) + 1ul;
  double big = -1e30;
  unsigned long prod = 1ul;
#pragma scop
  for (int i = 0; i < N; i++) {
    y[i] = 0;
    for (int j = 0; j <= i; j++)
      y[i] += A[i][j] * x[j];
  }
  for (int j = 0; j < M; j++) {
    w[j] = 0;
    for (int i = 0; i < N && i <= j; i++)
      w[j] += A[i][j] * b[i];
  }
  for (int i = 0; i < N; i++) {
    z[i] = 0;
    for (int j = 0; j < M && j < 2 * i + 3; j++)
      z[i] += A[i][j];
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2)
      b[i] += A[i][j] * x[j];
  for (int k = 0; k < L; k++)
    prod *= u[k];
  for (int k = 0; k < L; k++)
    big = fmax(big, v[k] * (double)(k % 101));
#pragma endscop
  for (int i = 0; i < N; i += 7)
    printf("%.12g %.12g %.12g\n", y[i], z[i], b[i]);
  for (int j = 0; j < M; j += 5)
    printf("%.12g\n", w[j]);
  printf("%lu %.12g\n", prod, big);
  return 0;
}
