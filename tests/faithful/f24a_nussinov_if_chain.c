/* Nussinov folding on an int table with the four candidates tried one after another as an `if` chain
   (`if (x > t[i][j]) t[i][j] = x;`), the pairing score from a match function written as a macro on
   the base codes, i counting down from n - 1 and j up from i + 1. */
#include <stdio.h>

#define N 60
#define PAIRS(a, b) ((a) + (b) == 3 ? 1 : 0)

static int seq[N];
static int t[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) {
    seq[i] = (i * 7 + 3) % 4;
    for (int j = 0; j < n; j++)
      t[i][j] = 0;
  }
#pragma scop
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      if (j - 1 >= 0 && t[i][j - 1] > t[i][j])
        t[i][j] = t[i][j - 1];
      if (i + 1 < n && t[i + 1][j] > t[i][j])
        t[i][j] = t[i + 1][j];
      if (j - 1 >= 0 && i + 1 < n) {
        if (i < j - 1) {
          if (t[i + 1][j - 1] + PAIRS(seq[i], seq[j]) > t[i][j])
            t[i][j] = t[i + 1][j - 1] + PAIRS(seq[i], seq[j]);
        } else {
          if (t[i + 1][j - 1] > t[i][j])
            t[i][j] = t[i + 1][j - 1];
        }
      }
      for (int k = i + 1; k < j; k++)
        if (t[i][k] + t[k + 1][j] > t[i][j])
          t[i][j] = t[i][k] + t[k + 1][j];
    }
#pragma endscop
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += t[i][j] * (1 + (i + j) % 3);
  printf("%ld %d %d\n", s, t[0][n - 1], t[n / 2][n - 1]);
  return 0;
}
