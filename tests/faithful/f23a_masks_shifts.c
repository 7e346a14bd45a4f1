/* Bit operations on iterators in subscripts and bodies, over ranges that cross zero: `i >> 1` floors
   (GCC's arithmetic shift), `i & 7` is the floor remainder modulo 8, `i & ~3` rounds down to a
   multiple of 4, `i | 1` the odd number at or above i (not affine: that
   SCoP stays sequential); `1u << k` and `x << 2` in bodies. */
#include <stdio.h>

#define N 40

int main(void)
{
  static int P[2 * N], Q[N][8], R[N];
  static unsigned S[N];
  static double T[2 * N];
  int k = 5;

#pragma scop
  for (int i = -N; i < N; i++) {
    P[(i >> 1) + N] += i;
    T[(i & ~3) + N] += 0.5 * i;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 8; j++)
      Q[i][(i + j) & 7] = (i - 20) >> 2 | j;
  for (int i = -20; i < 20; i++) {
    R[i + 20] = (i & 7) - ((i - 3) & 3) + ((i + 20) << 2);
    S[i + 20] = (1u << (i & 15)) ^ ((unsigned)i >> 3) ^ (unsigned)(k << (i & 3));
  }
#pragma endscop

#pragma scop
  for (int i = -20; i < 19; i += 2)
    R[(i | 1) + 20] += 1000;
#pragma endscop

  for (int i = 0; i < 2 * N; i++)
    printf("%d %d %g\n", i, P[i], T[i]);
  for (int i = 0; i < N; i++) {
    printf("%d %d %u |", R[i], i, S[i]);
    for (int j = 0; j < 8; j++)
      printf(" %d", Q[i][j]);
    printf("\n");
  }
  return 0;
}
