/* Loop bounds from integer constant expressions that C evaluates its own way: sizeof quotients cast to
   int, N / 2 - 1u (unsigned), -7 % 3 and -7 / 2 (truncated), (unsigned char)300, shifts and ors, ?:,
   character differences, (int)(10u - 12u) / 1000000000 (a negative int), -9 >> 2 (arithmetic), ~5 and
   (short)70000; one per row of A. */
#include <stdio.h>
static double buf[50];
#define NB ((int)(sizeof(buf) / sizeof(buf[0])))
#define HALF (NB / 2 - 1u)
#define NEGMOD (-7 % 3)
#define NEGDIV (-7 / 2)
#define NARROW ((unsigned char)300)
#define BITS (1 << 4 | 3)
#define PICK (NB > 10 ? 8 : 4)
#define LETTERS ('z' - 'a')
#define WRAPPED ((int)(10u - 12u) / 1000000000)
#define SHR (-9 >> 2)
#define NOT (~5 + 10)
#define COMMA_FREE ((short)70000 / 100)
int main(void)
{
  static int A[8][64];
#pragma scop
  for (int i = 0; i < HALF; i++) A[0][i] += 1;
  for (int i = NEGMOD; i < NB + NEGDIV; i++) A[1][i + 2] += 1;
  for (int i = 0; i < NARROW; i++) A[2][i] += 1;
  for (int i = BITS; i < BITS + PICK; i++) A[3][i] += i;
  for (int i = LETTERS; i >= WRAPPED; i--) A[4][i] += i;
  for (int i = SHR; i < NOT; i++) A[5][i + 3] += i;
  for (int i = 0; i < COMMA_FREE - 30; i++) A[6][i] += 1;
  for (unsigned i = 0; i < HALF - 20; i++) A[7][i % 64] += 1;
#pragma endscop
  for (int r = 0; r < 8; r++) { for (int j = 0; j < 64; j++) printf("%d ", A[r][j]); printf("\n"); }
  return 0;
}
