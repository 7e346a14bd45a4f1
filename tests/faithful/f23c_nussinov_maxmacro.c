/* Nussinov RNA folding on an int table with a MAX macro and the pairing score from a match macro; the
   i loop runs downwards from n - 1, the split loop over k writes through a running maximum scalar
   carried across the k loop before it is stored. */
#include <stdio.h>

#define N 60
#define MAX(a, b) ((a) >= (b) ? (a) : (b))
#define MATCH(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)

static int seq[N];
static int table[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) {
    seq[i] = (i * 7 + 1) % 4;
    for (int j = 0; j < n; j++)
      table[i][j] = 0;
  }
#pragma scop
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      int best = table[i][j];
      if (j - 1 >= 0)
        best = MAX(best, table[i][j - 1]);
      if (i + 1 < n)
        best = MAX(best, table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < n) {
        if (i < j - 1)
          best = MAX(best, table[i + 1][j - 1] + MATCH(seq[i], seq[j]));
        else
          best = MAX(best, table[i + 1][j - 1]);
      }
      for (int k = i + 1; k < j; k++)
        best = MAX(best, table[i][k] + table[k + 1][j]);
      table[i][j] = best;
    }
#pragma endscop
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += table[i][j] * (1 + (i + j) % 3);
  printf("%ld %d %d\n", s, table[0][n - 1], table[n / 2][n - 1]);
  return 0;
}
