/* Per-column reductions over a tall matrix (few columns, many rows: the loop over rows split across
   lanes per column): L1, L2 and max norms of each column in double and float, the max written with
   fabs in a ternary, an int column minimum as a ternary and an unsigned column xor; then the whole-array
   norms into scalars. */
#include <math.h>
#include <stdio.h>

#define R 2000
#define C 24

static double A[R][C];
static float F[R][C];
static int I[R][C];
static unsigned U[R][C];
static double l1[C], l2[C], li[C];
static float f2[C], fi[C];
static int mn[C];
static unsigned ux[C];

int main(void)
{
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      A[r][c] = (double)((r * 37 + c * 101) % 997) / 256.0 - 1.9;
      F[r][c] = (float)((r * 13 + c * 7) % 211) / 64.0f - 1.5f;
      I[r][c] = (r * 7919 + c * 31) % 100003 - 50000;
      U[r][c] = (unsigned)(r * 2654435761u) ^ (unsigned)c;
    }
  double n1 = 0.0, n2 = 0.0, ni = 0.0;
#pragma scop
  for (int c = 0; c < C; c++) {
    l1[c] = 0.0;
    l2[c] = 0.0;
    li[c] = 0.0;
    f2[c] = 0.0f;
    fi[c] = 0.0f;
    mn[c] = 2147483647;
    ux[c] = 0u;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      l1[c] += fabs(A[r][c]);
      l2[c] += A[r][c] * A[r][c];
      li[c] = fabs(A[r][c]) > li[c] ? fabs(A[r][c]) : li[c];
      f2[c] += F[r][c] * F[r][c];
      fi[c] = fmaxf(fi[c], fabsf(F[r][c]));
      mn[c] = I[r][c] < mn[c] ? I[r][c] : mn[c];
      ux[c] ^= U[r][c];
    }
  for (int c = 0; c < C; c++) {
    n1 += l1[c];
    n2 += l2[c];
    ni = li[c] > ni ? li[c] : ni;
  }
#pragma endscop
  for (int c = 0; c < C; c++)
    printf("%.9e %.9e %.9e %.6e %g %d %08x\n", l1[c], sqrt(l2[c]), li[c], f2[c], fi[c], mn[c], ux[c]);
  printf("%.9e %.9e %.9e\n", n1, sqrt(n2), ni);
  return 0;
}
