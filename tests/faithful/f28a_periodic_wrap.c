/* Periodic boundaries as 1-D and 2-D solvers write them: (i - 1 + n) % n and (i + 1) % n neighbours,
   the same with a shift s that is a parameter ((i + s) % n, not affine in n), a periodic copy of a ring
   with an offset, C's truncating % of negative values kept as data ((i - 1) % 4 at i = 0 is -1, -i / 2
   rounds toward zero), and a 2-D periodic Laplacian with (j + m - 1) % m on a constant width. */
#include <stdio.h>
#define N 40
#define M 16

static double u[N], un[N], ring[N], P[12][M], Q[12][M];
static int rem[N], quo[N], rem2[N], pq[N];
static double chain[N], acc[N];

static void sweep(int n, int s) {
#pragma scop
  for (int i = 0; i < n; i++)
    un[i] = u[(i - 1 + n) % n] - 2.0 * u[i] + u[(i + 1) % n];
  for (int i = 0; i < n; i++)
    ring[i] = u[(i + s) % n] + 0.5 * un[i];
  for (int i = 0; i < n; i++)
    pq[i] = (i + s) / n * 100 + (i - 1) % n * 10 + (i - n) / n + (i - n) % n * 1000;
  for (int i = 0; i < n; i++)
    chain[i] = chain[(i + n - 1) % n] * 0.5 + 1.0;
  for (int i = 0; i < n; i++)
    acc[(i + 1) % n] += 0.25 * acc[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    ring[i] += u[(i + N - 1) % N] - u[(i + 3 * N + 5) % N] + u[(i + s % 4 + 8) % 8];
    rem[i] = (i - 1) % 4;
    quo[i] = -i / 2 + (i - 7) / 3;
    rem2[i] = (3 - i) % 5 + (i - n) % 3;
  }
#pragma endscop
  double s1 = 0, s2 = 0;
  long t = 0;
  for (int i = 0; i < n; i++) {
    s1 += un[i] * (i + 1);
    s2 += ring[i] * (i % 7 + 1);
    t += rem[i] * 3 + quo[i] * 5 + rem2[i] * 7 + pq[i] * (i + 1);
    s1 += chain[i] * (i % 3 + 1) + acc[i] * (i % 4 + 1);
  }
  printf("sweep n=%d s=%d %.6f %.6f %ld\n", n, s, s1, s2, t);
}

static void lap2(int rows) {
  int m = M;
#pragma scop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < M; j++)
      Q[i][j] = P[i][(j + M - 1) % M] + P[i][(j + 1) % M] - 2.0 * P[i][j] + P[(i + 11) % 12][(j + 5 * M - 2) % M];
#pragma endscop
  double s0 = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < M; j++)
      s0 += Q[i][j] * (i * M + j + 1);
  printf("lap2c rows=%d %.6f\n", rows, s0);
#pragma scop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < M; j++)
      Q[i][j] = P[(i + rows - 1) % rows][j] + P[(i + 1) % rows][j] + P[i][(j + m - 1) % m] +
                P[i][(j + 1) % M] - 4.0 * P[i][j];
#pragma endscop
  double s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < M; j++)
      s += Q[i][j] * (i * M + j + 1);
  printf("lap2 rows=%d %.6f\n", rows, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++) {
    u[i] = (double)((i * 7) % 11) - 5.0 + 0.25 * i;
    chain[i] = acc[i] = (double)(i % 5);
  }
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < M; j++)
      P[i][j] = (double)((i * 5 + j * 3) % 9) * 0.5;
  int k = argc;
  sweep(N - 3 + k, 3 * k);
  sweep(1 * k, 0);
  sweep(2 * k, 1);
  sweep(5 * k, 4);
  sweep(7 * k, 20);
  sweep(6 * k, 15);
  lap2(12);
  lap2(1 * k);
  lap2(2 * k);
  return 0;
}
