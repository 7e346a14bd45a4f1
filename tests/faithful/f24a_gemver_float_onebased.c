/* gemver in float, 1-based (arrays of n+1, loops from 1 to n), alpha and beta double, the rank-2 update
   spelled `A[i][j] = A[i][j] + ...`, the transposed product in a float temporary of the body. */
#include <stdio.h>

#define N 40

static float A[N + 1][N + 1], u1[N + 1], v1[N + 1], u2[N + 1], v2[N + 1];
static float w[N + 1], x[N + 1], y[N + 1], z[N + 1];

int main(void) {
  int n = N;
  double alpha = 1.5, beta = 1.2;
  for (int i = 0; i <= n; i++) {
    u1[i] = (float)i;
    u2[i] = (float)((i + 1) / 2) / n;
    v1[i] = (float)((i + 1) / 4) / n;
    v2[i] = (float)((i + 1) / 6) / n;
    y[i] = (float)((i + 1) / 8) / n;
    z[i] = (float)((i + 1) / 9) / n;
    x[i] = 0.0f;
    w[i] = 0.0f;
    for (int j = 0; j <= n; j++)
      A[i][j] = (float)(i * j % n) / n;
  }
#pragma scop
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (int i = 1; i <= n; i++) {
    float t = x[i];
    for (int j = 1; j <= n; j++)
      t = t + beta * A[j][i] * y[j];
    x[i] = t;
  }
  for (int i = 1; i <= n; i++)
    x[i] = x[i] + z[i];
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
#pragma endscop
  double s = 0;
  for (int i = 1; i <= n; i++)
    s += w[i];
  printf("%.6e %.6e %.6e\n", s, (double)w[1], (double)x[n]);
  return 0;
}
