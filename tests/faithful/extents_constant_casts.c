/* Array extents and bounds that are integer constant expressions with casts, sizeof and enumeration
   constants: (unsigned char)300 is 44, (short)70000 / 100 is 44, (int)4294967340u is 44 (this bound failed
   the translation with "integer constant 4294967340u exceeds the range of int" before the conversions to
   int were modelled: tests/faithful/int_conversions_wide.c). */
#include <stdio.h>
#define N 100
enum { E1 = (unsigned char)300, E2 = (short)70000 / 100, E3 = sizeof(short[N]) / sizeof(long) };
static int A[(unsigned char)300], B[E2], C[N >> 1 | 1], D['z' - 'a' + 1], F[(N + 7) / 8 * 8], G[E3 * 3], H[(int)4294967340u];
static double X[N % 7 ? N : N + 1][44];
int main(void) {
#pragma scop
  for (int i = 0; i < (unsigned char)300; i++) A[i] = i;
  for (int i = 0; i < E2; i++) B[i] = 2 * i;
  for (int i = 0; i < (N >> 1) + 1; i++) C[i] = 3 * i;
  for (int i = 0; i < 'z' - 'a' + 1; i++) D[i] = 4 * i;
  for (int i = 0; i < (N + 7) / 8 * 8; i++) F[i] = 5 * i;
  for (int i = 0; i < E3 * 3; i++) G[i] = 6 * i;
  for (int i = 0; i < (int)4294967340u; i++) H[i] = 7 * i;
  for (int i = 0; i < N; i++) for (int j = 0; j < 44; j++) X[i][j] = i + j * 0.5;
#pragma endscop
  printf("%zu %zu %zu %zu %zu %zu %zu %zu %d %d %d %d %d %d %d %g\n", sizeof A, sizeof B, sizeof C, sizeof D, sizeof F, sizeof G, sizeof H, sizeof X, A[43], B[E2-1], C[50], D[25], F[103], G[E3*3-1], H[43], X[99][43]);
  return 0;
}
