/* Scans as they are written: an inclusive prefix sum of uint32 values that wraps, an exclusive one of
   int8 values into int16, row scans of a 2-D array (parallel over rows), a column scan (parallel over
   columns), a running maximum, and a prefix product of unsigned long modulo 2^64. */
#include <stdio.h>
#include <stdint.h>

#define N 200
#define R 13
#define C 29

int main(void)
{
  static uint32_t u[N], pu[N];
  static int8_t b[N];
  static int16_t eb[N + 1];
  static double g[R][C], rs[R][C], cs[R][C];
  static long mx[N];
  static unsigned long pp[N];
  for (int i = 0; i < N; i++) {
    u[i] = 4000000000u - (uint32_t)i * 12345u;
    b[i] = (int8_t)(i * 97);
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      g[i][j] = ((i * 5 + j * 3) % 11) - 4.5;

#pragma scop
  pu[0] = u[0];
  for (int i = 1; i < N; i++)
    pu[i] = pu[i - 1] + u[i];
  eb[0] = 0;
  for (int i = 0; i < N; i++)
    eb[i + 1] = eb[i] + b[i];
  for (int i = 0; i < R; i++) {
    rs[i][0] = g[i][0];
    for (int j = 1; j < C; j++)
      rs[i][j] = rs[i][j - 1] + g[i][j];
  }
  for (int j = 0; j < C; j++)
    cs[0][j] = g[0][j];
  for (int i = 1; i < R; i++)
    for (int j = 0; j < C; j++)
      cs[i][j] = cs[i - 1][j] * 0.5 + g[i][j];
  mx[0] = b[0];
  for (int i = 1; i < N; i++)
    mx[i] = mx[i - 1] > b[i] * 3L ? mx[i - 1] : b[i] * 3L;
  pp[0] = 1;
  for (int i = 1; i < N; i++)
    pp[i] = pp[i - 1] * (2ul * i + 1);
#pragma endscop

  for (int i = 0; i < N; i += 7)
    printf("%d %u %d %ld %lu\n", i, pu[i], eb[i], mx[i], pp[i]);
  printf("%d\n", eb[N]);
  for (int i = 0; i < R; i++)
    printf("%g %g\n", rs[i][C - 1], cs[i][C / 2]);
  return 0;
}
