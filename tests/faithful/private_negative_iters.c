/* Scalars private to iterations whose iterators take negative values (a body scalar in a loop from -40,
   a privatized scalar of the function in a loop from -n, an inner loop from -i to i) and iterators that
   start far from 0 (a loop from 10^6): the private copies are indexed by the iterators. */
#include <stdio.h>
#define N 100
double A[2 * N + 1], B[2 * N + 1], C[N][2 * N + 1], D[N];

static void run(int n) {
  double w;
#pragma scop
  for (int i = -40; i < n; i++) {
    double t = A[i + N] * 0.5;
    B[i + N] = t + t * t;
  }
  for (int i = -n; i <= n; i++) {
    w = B[i + N];
    for (int k = 0; k < 4; k++)
      w = w * 0.5 + k;
    A[i + N] = w;
  }
  for (int i = 0; i < n; i++)
    for (int j = -i; j <= i; j++) {
      double u = A[j + N] - i;
      C[i][j + N] = u * 0.25;
    }
  for (long i = 1000000; i < 1000000 + n; i++) {
    double v = C[i - 1000000][N] + i;
    D[i - 1000000] = v - 1000000;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 2 * N + 1; i++) { A[i] = (i % 11) * 0.5; B[i] = 0; }
  run(N);
  run(3);
  double s = 0;
  for (int i = 0; i < 2 * N + 1; i++) s += A[i] + B[i] * 2;
  for (int i = 0; i < N; i++) { s += D[i]; for (int j = 0; j < 2 * N + 1; j++) s += C[i][j] * (j % 3); }
  printf("%.12g\n", s);
  return 0;
}
