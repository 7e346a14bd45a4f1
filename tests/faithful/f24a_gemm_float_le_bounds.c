/* gemm in float with double alpha and beta, every loop written with `<=` and an `n - 1` bound, the
   update spelled `c[i][j] = c[i][j] + ...` and the product summed in a double temporary declared in the
   body of the j loop. */
#include <stdio.h>

#define NI 40
#define NJ 44
#define NK 36

static float a[NI][NK], b[NK][NJ], c[NI][NJ];

static void kernel(int ni, int nj, int nk, double alpha, double beta) {
  int i, j, k;
#pragma scop
  for (i = 0; i <= ni - 1; i++)
    for (j = 0; j <= nj - 1; j++) {
      double acc = 0.0;
      for (k = 0; k <= nk - 1; k++)
        acc = acc + a[i][k] * b[k][j];
      c[i][j] = beta * c[i][j] + alpha * acc;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      a[i][k] = (float)((i * 3 + k) % 11) / 11.0f;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      b[k][j] = (float)((k + 2 * j) % 13) / 13.0f - 0.5f;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      c[i][j] = (float)(i - j) / 17.0f;
  kernel(NI, NJ, NK, 1.25, -0.75);
  double s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      s += c[i][j] * (1 + (i + j) % 3);
  printf("%.6e %.6f %.6f\n", s, c[0][0], c[NI - 1][NJ - 1]);
  return 0;
}
