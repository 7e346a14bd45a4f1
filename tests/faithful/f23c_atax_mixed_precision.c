/* atax and bicg's products on float matrices with double accumulators, as numerically careful users
   write them: `double acc = 0.0; acc += (double)a[i][j] * x[j]; tmp[i] = (float)acc;`, a float result
   scaled by a double factor computed inside the SCoP, and a transposed product with the j loop outside. */
#include <stdio.h>

#define M 39
#define N 47

static float a[M][N], x[N], tmp[M], y[N];
static double yd[N];

int main(void) {
  int m = M, n = N;
  double scale;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = (float)((i * 3 + j * 7) % 19) / 19.0f - 0.5f;
  for (int j = 0; j < n; j++)
    x[j] = 1.0f / (float)(j + 1);
#pragma scop
  scale = 1.0 / (double)(m + n);
  for (int i = 0; i < m; i++) {
    double acc = 0.0;
    for (int j = 0; j < n; j++)
      acc += (double)a[i][j] * x[j];
    tmp[i] = (float)acc;
  }
  for (int j = 0; j < n; j++) {
    yd[j] = 0.0;
    for (int i = 0; i < m; i++)
      yd[j] += a[i][j] * (double)tmp[i];
    y[j] = (float)(yd[j] * scale);
  }
#pragma endscop
  double s = 0;
  for (int j = 0; j < n; j++)
    s += y[j] + yd[j];
  printf("%.6e %.6e %.6e\n", s, (double)y[0], yd[n - 1]);
  return 0;
}
