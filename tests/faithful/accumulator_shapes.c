/* Accumulators of unusual shapes: an array element at a constant index (A[0] += B[i]) read by another
   statement of the same loop (the running value), an inner-loop sum that is not reset between rows (each
   row's result includes the rows before it), two updates of one scalar in a loop (s *= 2 then s += x),
   a sum and a difference into one scalar (s += a, s -= b), and a column sum into a row of the
   accumulated array itself (C[0][j] += C[i][j]). */
#include <stdio.h>
#define N 60
#define M 40
static double A[4], B[N], R[N], C[N][M], X[N][M], T[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    B[i] = 1.0 / (i + 3);
    for (int j = 0; j < M; j++) X[i][j] = (i * M + j) % 17 - 8, C[i][j] = (i + j) % 5;
  }
  A[0] = 1; A[1] = 2;
  double s = 0, u = 1, v = 0.5;
#pragma scop
  for (int i = 0; i < N; i++) {
    A[0] += B[i];
    R[i] = A[0] * 2;
  }
  for (int i = 0; i < N; i++)
    A[1] = A[1] * 0.5 + B[i];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++)
      s += X[i][j];
    T[i] = s;
  }
  for (int i = 0; i < N; i++) {
    u *= 1.01;
    u += B[i];
  }
  for (int i = 0; i < N; i++) {
    v += B[i];
    v -= B[N - 1 - i] * 0.5;
  }
  for (int i = 1; i < N; i++)
    for (int j = 0; j < M; j++)
      C[0][j] += C[i][j];
#pragma endscop
  printf("%.17g %.17g %.17g %.17g %.17g\n", A[0], A[1], s, u, v);
  for (int i = 0; i < N; i++) printf("%.17g %.17g\n", R[i], T[i]);
  for (int j = 0; j < M; j++) printf("%.17g\n", C[0][j]);
  return 0;
}
