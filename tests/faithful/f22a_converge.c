/* No pragmas (--autodetect): a relaxation in a `while` loop whose exit depends on data (a residual
   computed by a nest) and on a count, a `for` loop that breaks on a value, and a `do` loop around nests. */
#include <stdio.h>
#include <math.h>

#define N 40
double u[N][N], v[N][N], f[N][N];

int main(void) {
  int i, j, it = 0;
  double res = 1.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      u[i][j] = 0.0;
      f[i][j] = sin(0.1 * i) * cos(0.07 * j);
    }
  while (res > 1e-3 && it < 300) {
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + f[i][j]);
    res = 0.0;
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        res += fabs(v[i][j] - u[i][j]);
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        u[i][j] = v[i][j];
    it++;
    if (it % 50 == 0) printf("it %d res %.8e\n", it, res);
  }
  printf("done %d %.8e %.10f\n", it, res, u[N / 2][N / 2]);
  int k;
  for (k = 0; k < 20; k++) {
    for (i = 0; i < N; i++)
      u[0][i] = u[1][i] * 0.5 + k;
    if (u[0][N / 2] > 5.0) break;
  }
  printf("k %d %.10f\n", k, u[0][3]);
  double scale = 1.0;
  do {
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
        f[i][j] *= 1.5;
    scale *= 1.5;
  } while (fabs(f[3][7]) < 1.0 && scale < 1e6);
  printf("scale %.4f %.10f\n", scale, f[3][7]);
  return 0;
}
