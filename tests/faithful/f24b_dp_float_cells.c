/* Dynamic-programming cells minimised or maximised over split points, in double: a min-plus cell
   c[i][j] = min(c[i][j], c[i][k] + c[k][j]) written as a ternary (ties between equal costs of different
   splits: -0.0 and +0.0 costs tell which split C kept), a max-product cell with fmax, and a cell whose
   split costs include NaN (unreachable) entries; printed as bits. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define M 48

static double c[M][M], d[M][M], e[M][M];

static unsigned long long b64(double x) { uint64_t u; memcpy(&u, &x, 8); return (unsigned long long)u; }

int main(void)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      c[i][j] = (j == i + 1) ? (((i * 5) % 3 == 0) ? -0.0 : (double)((i * 7) % 4)) : INFINITY;
      d[i][j] = (j == i + 1) ? 0.5 + (double)((i * 3) % 5) / 4.0 : 0.0;
      e[i][j] = (j == i + 1) ? (((i * 11) % 13 == 3) ? NAN : (double)((i * 5) % 3) - 1.0) : INFINITY;
    }
#pragma scop
  for (int len = 2; len < M; len++)
    for (int i = 0; i + len < M; i++) {
      for (int k = i + 1; k < i + len; k++)
        c[i][i + len] = c[i][k] + c[k][i + len] <= c[i][i + len] ? c[i][k] + c[k][i + len] : c[i][i + len];
      for (int k = i + 1; k < i + len; k++)
        d[i][i + len] = fmax(d[i][i + len], d[i][k] * d[k][i + len]);
      for (int k = i + 1; k < i + len; k++)
        e[i][i + len] = e[i][i + len] < e[i][k] + e[k][i + len] ? e[i][i + len] : e[i][k] + e[k][i + len];
    }
#pragma endscop
  for (int i = 0; i < M; i += 5)
    printf("%016llx %.12e %016llx\n", b64(c[i][M - 1]), d[i][M - 1], b64(e[i][M - 1]));
  for (int j = 2; j < M; j += 3)
    printf("%016llx %016llx\n", b64(c[0][j]), b64(e[0][j]));
  return 0;
}
