/* `if (C) continue;` in loop bodies, modelled as `if (!(C))` around the rest of the body
   (model/builder._guard_continues): a pair interaction skipping the diagonal, a braced continue, two in a
   row, statements before them, one at the end of a body, and a private scalar declared after one. */
#include <stdio.h>
#define N 200
double x[N], f[N], A[N][N], B[N][N];
int main(void) {
  for (int i = 0; i < N; i++) { x[i] = (i * 37 % 101) * 0.01; f[i] = 0; for (int j = 0; j < N; j++) { A[i][j] = (i + 2 * j) % 7; B[i][j] = 0; } }
  int n = N;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i == j)
        continue;
      double d = x[i] - x[j];
      f[i] += d * A[i][j];
    }
  for (int i = 0; i < n; i++) {
    B[i][i] = 1.0;
    for (int j = 0; j < n; j++) {
      if (j < 2 || j > n - 3) { continue; }
      if ((i + j) % 3 == 0)
        continue;
      B[i][j] = A[i][j] * 2 + B[i][j - 1] * 0;
      B[i][j] += 1.0;
    }
    if (i % 2)
      continue;
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) { s += f[i]; for (int j = 0; j < N; j++) s += B[i][j] * (j + 1); }
  printf("%.17g\n", s);
  return 0;
}
