/* Nussinov folding filled by diagonals, as a DP textbook writes it: the span d outermost, then the start
   i, with j = i + d written into a scalar inside the loop and used in the subscripts, the four cases
   through a max helper macro and the split loop accumulating in a local. */
#include <stdio.h>

#define N 50
#define MAX2(a, b) ((a) > (b) ? (a) : (b))

static int base[N];
static int F[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) {
    base[i] = (i * i + 3 * i) % 4;
    for (int j = 0; j < n; j++)
      F[i][j] = 0;
  }
#pragma scop
  for (int d = 1; d < n; d++)
    for (int i = 0; i < n - d; i++) {
      int j = i + d;
      int best = MAX2(F[i + 1][j], F[i][j - 1]);
      int pair = (base[i] + base[j] == 3) ? 1 : 0;
      best = MAX2(best, F[i + 1][j - 1] + (d > 1 ? pair : 0));
      for (int k = i + 1; k < j; k++)
        best = MAX2(best, F[i][k] + F[k + 1][j]);
      F[i][j] = best;
    }
#pragma endscop
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      s += (long)F[i][j] * (j - i + 1);
  printf("%ld %d %d\n", s, F[0][n - 1], F[1][n / 2]);
  return 0;
}
