/* A scalar loaded from A[i][i] whose element is also read and written by the loop between the load and
   the store (k reaches i): the scalar is not the element there, its old value is. Also a load from
   x[i] where the inner loop writes x[j] for j from i (including i). */
#include <stdio.h>
#define N 80
double A[N][N], x[N], z[N];

static void run(int n) {
  double w;
#pragma scop
  for (int i = 0; i < n; i++) {
    w = A[i][i];
    for (int k = 0; k < n; k++)
      A[i][k] = A[i][k] + w * 0.01 * (k == i ? 3 : 1);
    A[i][i] = w + A[i][i] * 0.5;
  }
  for (int i = 0; i < n; i++) {
    w = x[i];
    for (int j = i; j < n; j++)
      x[j] = x[j] * 0.5 + w;
    z[i] = w - x[i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i % 6;
    for (int j = 0; j < N; j++) A[i][j] = (i * j % 5) * 0.5 + (i == j);
  }
  run(N);
  run(5);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += x[i] + z[i] * 2;
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 4);
  }
  printf("%.12g\n", s);
  return 0;
}
