#include <stdio.h>
#define N 20
#define T 7

static double A[N][N], B[N][N];

static void run(int n, int flip) {
#pragma scop
  for (int t = 0; t < T; t++) {
    if (flip > 0) {
      for (int i = 0; i < n; i++)
        for (int j = 1; j < n; j++)
          B[i][j] = 0.5 * B[i][j - 1] + 0.25 * A[i][j];
    }
    for (int i = 0; i < n; i++)
      for (int j = 1; j < n; j++)
        A[j][i] = 0.5 * A[j - 1][i] + 0.25 * B[j][i] + 0.125 * A[j][i];
  }
#pragma endscop
}

int main(void) {
  for (int f = 0; f < 2; f++) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
        B[i][j] = (double)((i + j) % 4) / 4;
      }
    run(N, f);
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j += 3) printf("%.17g %.17g\n", A[i][j], B[i][j]);
  }
  return 0;
}
