/* A quantized matrix product as inference code writes it: int8_t operands with zero points, an int32_t
   accumulator over k, requantization by a fixed-point multiplier with a rounding right shift of
   negative values (GCC's arithmetic shift), and saturation to int8 by ternaries. */
#include <stdio.h>
#include <stdint.h>

#define M 19
#define N 23
#define K 37

int main(void)
{
  static int8_t A[M][K], B[K][N], Q[M][N];
  static int32_t C[M][N];
  static int64_t P[M][N];
  const int32_t za = -3, zb = 5, zq = 7, mult = 1518500250, shift = 37;
  for (int i = 0; i < M; i++)
    for (int k = 0; k < K; k++)
      A[i][k] = (int8_t)((i * 37 + k * 101) % 256 - 128);
  for (int k = 0; k < K; k++)
    for (int j = 0; j < N; j++)
      B[k][j] = (int8_t)((k * 59 + j * 13) % 255 - 127);

#pragma scop
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      C[i][j] = 0;
      for (int k = 0; k < K; k++)
        C[i][j] += (A[i][k] - za) * (B[k][j] - zb);
    }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      P[i][j] = ((int64_t)C[i][j] * mult + ((int64_t)1 << (shift - 1))) >> shift;
      Q[i][j] = P[i][j] + zq > 127 ? 127 : P[i][j] + zq < -128 ? -128 : (int8_t)(P[i][j] + zq);
    }
#pragma endscop

  unsigned long h = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      h = h * 31 + (unsigned long)C[i][j];
      printf("%d%c", Q[i][j], j == N - 1 ? '\n' : ' ');
    }
  printf("%lu %lld\n", h, (long long)P[M / 2][N / 2]);
  return 0;
}
