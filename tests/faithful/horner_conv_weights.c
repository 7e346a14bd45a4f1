/* Per-point loops over small tables: Horner evaluation of a polynomial per element (r = r * x + c[k]:
   not a reduction), a 2-D convolution with a 5 x 5 weight array read in the loop, a separable filter in
   two passes through a temporary, and a table of coefficients declared static const in the function. */
#include <stdio.h>
#define N 300
#define K 6
double xs[N], ys[N], coef[K];
double img[N][N], out[N][N], tmp[N][N], w[5][5];

static void kernel(int n) {
  static const double taps[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
#pragma scop
  for (int i = 0; i < n; i++) {
    double r = 0.0;
    for (int k = 0; k < K; k++)
      r = r * xs[i] + coef[k];
    ys[i] = r;
  }
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < n - 2; j++) {
      double acc = 0.0;
      for (int a = 0; a < 5; a++)
        for (int b = 0; b < 5; b++)
          acc += w[a][b] * img[i + a - 2][j + b - 2];
      out[i][j] = acc;
    }
  for (int i = 0; i < n; i++)
    for (int j = 2; j < n - 2; j++)
      tmp[i][j] = taps[0] * img[i][j - 2] + taps[1] * img[i][j - 1] + taps[2] * img[i][j]
                  + taps[3] * img[i][j + 1] + taps[4] * img[i][j + 2];
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < n - 2; j++)
      out[i][j] -= taps[0] * tmp[i - 2][j] + taps[1] * tmp[i - 1][j] + taps[2] * tmp[i][j]
                   + taps[3] * tmp[i + 1][j] + taps[4] * tmp[i + 2][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    xs[i] = (i % 21) * 0.1 - 1.0;
    for (int j = 0; j < N; j++) img[i][j] = ((i * 3 + j * 7) % 16) * 0.125;
  }
  for (int k = 0; k < K; k++) coef[k] = (k % 3) - 0.5 * k;
  for (int a = 0; a < 5; a++)
    for (int b = 0; b < 5; b++) w[a][b] = (a == 2 && b == 2) ? 1.0 : -0.04 * (a + b);
  kernel(N);
  kernel(6);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += ys[i] * (i % 3 + 1);
    for (int j = 0; j < N; j++) s += out[i][j] * ((i + j) % 4) + tmp[i][j];
  }
  printf("%.10g\n", s);
  return 0;
}
