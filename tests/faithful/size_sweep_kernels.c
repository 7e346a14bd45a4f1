/* One set of kernels called with sizes around the powers of two that tiles, work-groups and warps use
   (1, 2, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 257): a product with a k tail, a
   transposed copy, a row reduction, a full sum of longs and a 2-D stencil; each size's results are
   printed, so a partial tile that drops or repeats an element shows. */
#include <stdio.h>
#define N 260
double A[N][N], B[N][N], C[N][N], T[N][N], S[N][N], rs[N];
long L[N][N];

static void kernels(int n, int k, long *tot) {
  long t = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = 0;
      for (int p = 0; p < k; p++)
        C[i][j] += A[i][p] * B[p][j];
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      T[j][i] = C[i][j] + A[i][j];
  for (int i = 0; i < n; i++) {
    rs[i] = 0;
    for (int j = 0; j < n; j++)
      rs[i] += T[i][j];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      t += L[i][j];
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      S[i][j] = T[i - 1][j] + T[i + 1][j] - T[i][j - 1] - T[i][j + 1];
#pragma endscop
  *tot = t;
}

int main(void) {
  static const int sizes[] = {1, 2, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 257};
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i * 7 + j * 3) % 11) * 0.5 - 2.5;
      B[i][j] = ((i * 5 + j) % 9) * 0.25 - 1.0;
    }
  for (int i = 0; i < N * N; i++) L[i / N][i % N] = (long)(i % 1000) * 1000003 - 500000000;
  for (unsigned z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
    int n = sizes[z];
    long tot = 0;
    kernels(n, n % 7 == 0 ? 1 : n + 3 < N ? n + 3 : n, &tot);
    double s = 0, r = 0;
    for (int i = 0; i < n; i++) {
      r += rs[i] * (i % 5 + 1);
      for (int j = 0; j < n; j++) s += S[i][j] * ((i + j) % 3 + 1) + T[i][j] * 0.5;
    }
    printf("%d %.10g %.10g %ld\n", n, s, r, tot);
  }
  return 0;
}
