/* Scalars that look like loads and stores but carry a value between iterations: loaded only on some
   iterations (`if (i % 4 == 0) w = A[i]`), stored every iteration, so the other iterations see the value
   of an earlier one; a scalar loaded before the loop and updated across it; and a scalar loaded in the
   inner loop's first iteration only. None of them is private. */
#include <stdio.h>
#define N 160
double A[N], B[N], C[N], D[N][N];

static double run(int n) {
  double w = 0.5, v = 2.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    if (i % 4 == 0)
      w = A[i];
    w = w * 0.75 + 1.0;
    B[i] = w;
  }
  v = C[0];
  for (int i = 1; i < n; i++) {
    v = v * 0.5 + C[i];
    C[i] = v;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (j == 0)
        w = A[i];
      w += D[i][j];
      D[i][j] = w;
    }
#pragma endscop
  return w + v;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i % 10) * 0.3; C[i] = (i % 6) - 2.5;
    for (int j = 0; j < N; j++) D[i][j] = ((i + j) % 9) * 0.01;
  }
  double r = run(N);
  double r0 = run(0);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += B[i] + C[i] * 2;
    for (int j = 0; j < N; j++) s += D[i][j] * ((i * j) % 3);
  }
  printf("%.12g %.12g %.12g\n", s, r, r0);
  return 0;
}
