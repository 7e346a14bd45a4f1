/* Integer sums that overflow: an unsigned int sum of large terms (wraps modulo 2^32: any order gives the
   same), an unsigned long product of odd factors (modulo 2^64), an int sum computed in unsigned and
   converted back (the usual idiom for wrapping), a signed long sum that stays in range, column sums of
   uint32_t into a uint32_t row and an unsigned dot product of ints converted to unsigned. */
#include <stdio.h>
#include <stdint.h>
#define N 4096
#define M 256
unsigned U[N];
int I[N], J[N];
uint32_t G[M][M], cs[M];

static void kernel(int n, int m) {
  unsigned us = 0, dot = 1;
  unsigned long up = 1;
  unsigned wrapped = 0;
  long ls = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    us += U[i] * 2654435761u;
    up *= (unsigned long)U[i] | 1ul;
    wrapped += (unsigned)I[i];
    ls += (long)I[i] * J[i];
    dot += (unsigned)I[i] * (unsigned)J[i];
  }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      cs[j] += G[i][j];
#pragma endscop
  printf("%u %lu %d %ld %u\n", us, up, (int)wrapped, ls, dot);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    U[i] = (unsigned)i * 2246822519u + 3266489917u;
    I[i] = (int)((unsigned)i * 668265263u);
    J[i] = (i % 2001) - 1000;
  }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) G[i][j] = (uint32_t)(i * 374761393u + j * 2654435761u);
  kernel(N, M);
  kernel(17, 3);
  uint32_t h = 0;
  for (int j = 0; j < M; j++) h = h * 31u + cs[j];
  printf("%u\n", h);
  return 0;
}
