/* Variable-length arrays whose extent expression changes its variable: `double T[n++]` has the old n
   elements and leaves n one larger; `double U[m][k += 2]` likewise for k.  The SCoPs use n, m and k as
   bounds after the declarations. */
#include <stdio.h>

static double f(int n, int m, int k) {
  double T[n++];
  double U[m][k += 2];
  for (int i = 0; i < n - 1; i++) T[i] = i;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < k; j++) U[i][j] = i - j;
#pragma scop
  for (int i = 0; i < n - 1; i++)
    T[i] = T[i] * 2 + n;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < k; j++)
      U[i][j] = U[i][j] + T[i % 2] + k;
#pragma endscop
  double s = 0;
  for (int i = 0; i < n - 1; i++) s += T[i] * (i + 1);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < k; j++) s += U[i][j] * (i + 2 * j + 1);
  return s;
}

int main(void) {
  printf("%.17g\n", f(10, 4, 3));
  printf("%.17g\n", f(25, 7, 9));
  printf("%.17g\n", f(3, 2, 1));
  return 0;
}
