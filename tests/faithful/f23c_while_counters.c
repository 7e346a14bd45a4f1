/* Counted `while` loops as people write them in place of `for`: a 2-D scaling with nested whiles whose
   counters are read after the SCoP (their final values), a backward sweep counting down
   (`i = n - 1; while (i >= 0) { ...; i--; }`), a stride `k += 2` spelled `k = k + 2`, and a while with a
   `continue` before its increment, which is not the `for` it looks like (it stays sequential). */
#include <stdio.h>

#define N 40
#define M 36

static double a[N][M], b[N][M], v[N], w[N];

int main(void) {
  int n = N, m = M, i, j, k;
  for (i = 0; i < n; i++) {
    v[i] = (double)(i % 5) / 5.0;
    for (j = 0; j < m; j++)
      a[i][j] = (double)((i * j + 1) % 9) / 9.0;
  }
#pragma scop
  i = 0;
  while (i < n) {
    j = 0;
    while (j < m) {
      b[i][j] = 2.0 * a[i][j] + v[i];
      j++;
    }
    ++i;
  }
  i = n - 1;
  while (i >= 0) {
    w[i] = b[i][0] + b[i][m - 1];
    i--;
  }
  k = 1;
  while (k < n) {
    v[k] = w[k] - w[k - 1];
    k = k + 2;
  }
#pragma endscop
  printf("final %d %d %d\n", i, j, k);
#pragma scop
  i = 0;
  while (i < n) {
    if (v[i] > 0.5) {
      i++;
      continue;
    }
    w[i] = -w[i];
    i++;
  }
#pragma endscop
  double s = 0;
  for (i = 0; i < n; i++)
    s += v[i] + w[i] + b[i][i % m];
  printf("%.10e %.8f %.8f\n", s, w[3], v[n - 1]);
  return 0;
}
