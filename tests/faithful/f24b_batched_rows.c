/* Reductions per (batch, row) of 3-D arrays (two parallel loops around each reduction loop): a float
   ternary maximum over rows with NaNs and signed zeros (its ties and NaNs in C's order), a double sum, an
   unsigned long xor and an int minimum; then a sum over the batch for each (row, column) with the batch
   loop outermost (the accumulation order is the batch loop's). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define B 6
#define R 10
#define N 160

static float X[B][R][N];
static double D[B][R][N], sum[B][R], acc[R][N];
static unsigned long U[B][R][N], ux[B][R];
static int I[B][R][N], mn[B][R];
static float mx[B][R];

static unsigned b32(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

int main(void)
{
  for (int b = 0; b < B; b++)
    for (int r = 0; r < R; r++)
      for (int i = 0; i < N; i++) {
        int k = (b * 7 + r * 5 + i * 3) % 11;
        X[b][r][i] = k == 0 ? -0.0f : (k == 1 ? 0.0f : -(float)k * 0.5f);
        if ((b + r) % 5 == 2 && i == 40 + b)
          X[b][r][i] = NAN;
        D[b][r][i] = (double)((b * 31 + r * 17 + i * 13) % 101) / 32.0 - 1.5;
        U[b][r][i] = ((unsigned long)(b * 1000003 + r * 9973 + i) << 20) ^ 0xdeadbeefcafeul;
        I[b][r][i] = (b * 131 + r * 71 + i * 37) % 1009 - 504;
      }
#pragma scop
  for (int b = 0; b < B; b++)
    for (int r = 0; r < R; r++) {
      mx[b][r] = (b + r) % 4 == 1 ? -0.0f : -INFINITY;
      sum[b][r] = 0.0;
      ux[b][r] = 0ul;
      mn[b][r] = 1000;
      for (int i = 0; i < N; i++)
        mx[b][r] = mx[b][r] < X[b][r][i] ? X[b][r][i] : mx[b][r];
      for (int i = 0; i < N; i++)
        sum[b][r] += D[b][r][i];
      for (int i = 0; i < N; i++) {
        ux[b][r] ^= U[b][r][i];
        mn[b][r] = I[b][r][i] < mn[b][r] ? I[b][r][i] : mn[b][r];
      }
    }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++)
      acc[r][i] = 0.0;
  for (int b = 0; b < B; b++)
    for (int r = 0; r < R; r++)
      for (int i = 0; i < N; i++)
        acc[r][i] += D[b][r][i] * (b + 1);
#pragma endscop
  for (int b = 0; b < B; b++)
    for (int r = 0; r < R; r++)
      printf("%08x %.9e %016lx %d\n", b32(mx[b][r]), sum[b][r], ux[b][r], mn[b][r]);
  for (int r = 0; r < R; r++)
    printf("%.9e %.9e\n", acc[r][0], acc[r][N - 1]);
  return 0;
}
