/* Bitwise reductions in every shape a kernel runs them: a full |= over one loop, x = x ^ e and
   x = e & x forms, row-wise (each row's OR of its elements: a reduction per point), column-wise XOR
   over a short set of long columns, unsigned long and signed int accumulators (-1 is all ones for &),
   and a reduction into an element that already holds bits before the SCoP. */
#include <stdio.h>
#define N 4000
#define R 64
#define C 700
static unsigned U[N];
static long L[N];
static int I[N];
static unsigned long M[R][C];
static unsigned long RowOr[R], ColXor[C];
static int RowAnd[R];

int main(void) {
  for (int i = 0; i < N; i++) {
    U[i] = (unsigned)i * 2654435761u;
    L[i] = (long)i * 0x9E3779B97F4A7C15L;
    I[i] = ~(1 << (i % 31)) | (i % 7 == 0 ? 0 : 1 << 30);
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) M[r][c] = ((unsigned long)(r * 131 + c * 7) << (c % 40)) ^ (unsigned long)c;
  for (int r = 0; r < R; r++) { RowOr[r] = 1ul << 63; RowAnd[r] = -1; }
  unsigned ou = 0x100u, xu = 5;
  long al = -1;
  int ai = 0x7fffffff, xi = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    ou |= U[i] & 0xF0F0u;
  for (int i = 0; i < N; i++)
    xu = xu ^ U[i];
  for (int i = 0; i < N; i++)
    al = L[i] & al;
  for (int i = 0; i < N; i++)
    ai &= I[i];
  for (int i = 0; i < N; i++)
    xi ^= I[i] >> 3;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      RowOr[r] |= M[r][c] >> 20;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      RowAnd[r] &= (int)(M[r][c] & 0xFFFFFFF) | (c % 3);
  for (int c = 0; c < C; c++) {
    ColXor[c] = 0;
    for (int r = 0; r < R; r++)
      ColXor[c] ^= M[r][c];
  }
#pragma endscop
  unsigned long h = 0;
  for (int r = 0; r < R; r++) h = h * 31 + RowOr[r] + (unsigned long)RowAnd[r];
  for (int c = 0; c < C; c++) h = h * 17 + ColXor[c];
  printf("%u %u %ld %d %d %lu\n", ou, xu, al, ai, xi, h);
  return 0;
}
