/* gesummv (y = alpha A x + beta B x) with both row products in double temporaries declared at the top of
   the i loop's body (`double t = 0.0, u = 0.0;`), the data in float, and the result written once. */
#include <stdio.h>

#define N 52

static float A[N][N], B[N][N], x[N], y[N];

static void gesummv(int n, float alpha, float beta) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    double t = 0.0, u = 0.0;
    for (j = 0; j < n; j++) {
      t += A[i][j] * x[j];
      u += B[i][j] * x[j];
    }
    y[i] = (float)(alpha * t + beta * u);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (float)(i % N) / N;
    for (int j = 0; j < N; j++) {
      A[i][j] = (float)((i * j + 1) % N) / N;
      B[i][j] = (float)((i * j + 2) % N) / N;
    }
  }
  gesummv(N, 1.5f, 1.2f);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += y[i];
  printf("%.6e %.6f %.6f\n", s, (double)y[0], (double)y[N - 1]);
  return 0;
}
