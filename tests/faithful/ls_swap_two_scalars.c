/* Two scalars of the function loaded from two elements and stored crosswise (a swap through scalars),
   a scalar loaded twice from different elements in one iteration, and a scalar loaded at the top of one
   loop and stored in the next loop of the same outer iteration. */
#include <stdio.h>
#define N 180
double A[N], B[N], C[N][N], R[N];

static void run(int n) {
  double p, q;
#pragma scop
  for (int i = 0; i < n; i++) {
    p = A[i];
    q = B[n - 1 - i];
    A[i] = q * 0.5;
    B[n - 1 - i] = p + 1.0;
  }
  for (int i = 0; i < n; i++) {
    p = A[i];
    R[i] = p;
    p = B[i];
    R[i] = R[i] + p * 2.0;
  }
  for (int i = 0; i < n; i++) {
    p = R[i];
    for (int j = 0; j < n; j++)
      C[i][j] = p * j;
    for (int j = 0; j < i; j++)
      p = p + C[i][j] * 0.001;
    R[i] = p;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = (i % 7) - 3.0; }
  run(N);
  run(3);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * 1.5 + B[i] * 2.5 + R[i];
    for (int j = 0; j < N; j += 7) s += C[i][j] * 0.01;
  }
  printf("%.12g\n", s);
  return 0;
}
