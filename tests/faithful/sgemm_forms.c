/* Single-precision products in the forms users write: C = alpha * A * B + beta * C with float alpha and
   beta, a transposed B (B[j][k]), a product accumulated in a float local before the store, a product
   with a double alpha (the multiply in double, each step rounded to float), and k lengths that are not
   multiples of any tile (a tail of 1, 3, 17).  Dyadic data: every order of the sums is exact, so the
   results are printed with %a. */
#include <stdio.h>
#define N 200
float A[N][N], B[N][N], C[N][N], D[N][N], E[N][N], F[N][N];

static void kernel(int ni, int nj, int nk, float alpha, float beta, double dalpha) {
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        D[i][j] += A[i][k] * B[j][k];
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      float acc = 0.0f;
      for (int k = 0; k < nk; k++)
        acc += A[k][i] * B[k][j];
      E[i][j] = acc + E[i][j] * 0.5f;
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        F[i][j] += dalpha * A[i][k] * B[k][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (float)((i * 3 + j * 5) % 9 - 4) * 0.5f;
      B[i][j] = (float)((i * 7 + j) % 7 - 3) * 0.25f;
      C[i][j] = (float)((i + j) % 5) * 0.5f;
      D[i][j] = E[i][j] = F[i][j] = (float)((i - j) % 3);
    }
  kernel(N, N, N, 1.5f, -0.5f, 0.375);
  kernel(130, 67, 1, 2.0f, 0.25f, -1.5);
  kernel(33, 129, 17, -0.75f, 1.0f, 0.125);
  kernel(3, 5, 3, 1.0f, 2.0f, 4.0);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (C[i][j] + 2 * D[i][j] + 3 * E[i][j] + 5 * F[i][j]) * ((i * 7 + j) % 11 + 1);
  printf("%a\n", s);
  for (int i = 0; i < N; i += 41) printf("%a %a %a %a\n", C[i][i], D[i][N - 1 - i], E[7][i], F[i][3]);
  return 0;
}
