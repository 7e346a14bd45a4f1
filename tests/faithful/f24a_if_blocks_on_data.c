/* `if` statements on data whose branches are blocks of assignments (the round's change): a row argmax
   keeping the best value and its column together, a split of positive and negative entries into
   different arrays by an if/else, a block whose second assignment reads what its first one wrote (and
   the condition reads), and one whose else branch writes z[i - 1], outside z at i = 0 where the
   condition always holds: made unconditional it would write z[-1] (from n >= 1), so that SCoP runs its
   own code behind a guard on n. */
#include <stdio.h>

#define N 40
#define M 36

static double A[N][M], best[N], pos[N], neg[N], a[N], b[N], x[N], y[N], z[N];
static int arg[N], npos[N];

int main(void) {
  int n = N, m = M;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      A[i][j] = (double)((i * 17 + j * 29) % 41) - 20.0;
    best[i] = -1000.0;
    arg[i] = -1;
    pos[i] = neg[i] = 0.0;
    npos[i] = 0;
    a[i] = (double)((i * 7) % 11);
    b[i] = (double)((i * 5) % 13);
    x[i] = i == 0 ? 1.0 : (double)(i % 3) - 1.0;
    y[i] = z[i] = 0.0;
  }
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (A[i][j] > best[i]) {
        best[i] = A[i][j];
        arg[i] = j;
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      if (A[i][j] > 0) {
        pos[i] = pos[i] + A[i][j];
        npos[i] += 1;
      } else {
        neg[i] -= A[i][j];
      }
    }
  for (int i = 0; i < n; i++)
    if (a[i] < b[i]) {
      a[i] = b[i];
      b[i] = a[i] * 0.5;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    if (x[i] > 0) {
      y[i] = x[i] * 2;
    } else {
      z[i - 1] = x[i] - 1;
    }
  }
#pragma endscop
  double s = 0, t = 0;
  long h = 0;
  for (int i = 0; i < n; i++) {
    s += best[i] + pos[i] - 2 * neg[i];
    t += a[i] + 3 * b[i] + y[i] - z[i];
    h += (long)arg[i] * (i + 1) + npos[i];
  }
  printf("%.6f %.6f %ld %d %d\n", s, t, h, arg[0], npos[n - 1]);
  return 0;
}
