/* Bounds and conditions with |, ^ and & of constants (N >> 1 | 1, a macro of flags, -1 ^ -64 and ~0u ^
   0xFFFFFFC0u): integer constant expressions, computed as C does (two's complement; the unsigned ones
   modulo 2^32).  They left their SCoP sequential ("operator '|' in condition is not affine"). */
#include <stdio.h>
#define N 100
#define FLAGS (0x10 | 0x20)
static int A[N], B[256], C[N], D[N];
int main(void) {
#pragma scop
  for (int i = 0; i < (N >> 1 | 1); i++) A[i] += 1;
  for (int i = 0; i < (0x55 ^ 0xFF); i++) B[i] += 1;
  for (int i = 0; i < (5 & 6) + FLAGS; i++) C[i] += 1;
  for (int i = 0; i < N; i++) if (i > (-1 ^ -64) && i < (int)(~0u ^ 0xFFFFFFC0u)) D[i] += 1;
#pragma endscop
  unsigned long h = 0; for (int i = 0; i < N; i++) h = h * 31 + A[i] + 3 * C[i] + 7 * D[i]; for (int i = 0; i < 256; i++) h = h * 31 + B[i];
  printf("%lu %d %d %d %d %d\n", h, A[50], A[51], B[169], C[51], D[62]);
  return 0;
}
