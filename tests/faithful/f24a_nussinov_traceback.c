/* Nussinov with a traceback table: each improvement of t[i][j] also records where it came from in
   tb[i][j] in the same braced `if` on data (`if (c > t[i][j]) { t[i][j] = c; tb[i][j] = k; }`), the
   pairing bonus through a ternary on the base codes, and the traceback walked in main. */
#include <stdio.h>

#define N 48

static int seq[N], t[N][N], tb[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) {
    seq[i] = (i * i + 3 * i + 1) % 4;
    for (int j = 0; j < n; j++) {
      t[i][j] = 0;
      tb[i][j] = -1;
    }
  }
#pragma scop
  for (int i = n - 2; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      if (t[i + 1][j] > t[i][j]) {
        t[i][j] = t[i + 1][j];
        tb[i][j] = -2;
      }
      if (t[i][j - 1] > t[i][j]) {
        t[i][j] = t[i][j - 1];
        tb[i][j] = -3;
      }
      if (j - i > 1 && t[i + 1][j - 1] + (seq[i] + seq[j] == 3 ? 1 : 0) > t[i][j]) {
        t[i][j] = t[i + 1][j - 1] + (seq[i] + seq[j] == 3 ? 1 : 0);
        tb[i][j] = -4;
      }
      for (int k = i + 1; k < j; k++) {
        int c = t[i][k] + t[k + 1][j];
        if (c > t[i][j]) {
          t[i][j] = c;
          tb[i][j] = k;
        }
      }
    }
#pragma endscop
  long s = 0, h = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += t[i][j];
      h += (long)tb[i][j] * ((i + 2 * j) % 7 + 1);
    }
  int i = 0, j = n - 1, steps = 0;
  while (i < j && steps < 4 * n) {
    int b = tb[i][j];
    if (b == -2 || b == -1)
      i++;
    else if (b == -3)
      j--;
    else if (b == -4) {
      i++;
      j--;
    } else
      j = b;
    steps++;
  }
  printf("%ld %ld %d %d\n", s, h, t[0][n - 1], steps);
  return 0;
}
