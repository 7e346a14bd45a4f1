/* A scalar loaded from an element, updated by an inner loop, then stored only under a condition on the
   iterators (`if (i % 3 != 0) A[i] = w`) or on the data (`if (w > 0) C[i] = w`), the element keeping its
   old value otherwise; and a scalar whose store happens in one branch, another value in the other. */
#include <stdio.h>
#define N 200
#define M 40
double A[N], C[N], D[N], B[N][M];

static void run(int n, int m) {
  double w;
#pragma scop
  for (int i = 0; i < n; i++) {
    w = A[i];
    for (int j = 0; j < m; j++)
      w += B[i][j] * 0.5;
    if (i % 3 != 0)
      A[i] = w;
  }
  for (int i = 0; i < n; i++) {
    w = C[i];
    for (int j = 0; j < m; j++)
      w -= B[i][j];
    if (w > 0)
      C[i] = w;
  }
  for (int i = 0; i < n; i++) {
    w = D[i];
    for (int j = i % 5; j < m; j++)
      w = w * 0.5 + B[i][j];
    if (i < n / 2)
      D[i] = w;
    else
      D[i] = -w;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i * 0.25; C[i] = (i % 17) * 3.0; D[i] = i % 4;
    for (int j = 0; j < M; j++) B[i][j] = ((i * j) % 9 - 4) * 0.125;
  }
  run(N, M);
  run(7, 3);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * 1.5 + C[i] * (i % 3 + 1) + D[i] * (i % 7);
  printf("%.12g\n", s);
  return 0;
}
