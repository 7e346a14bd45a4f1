/* The forward pass's shape (a body scalar loaded from p[i][j] and stored back into it) through pointer
   parameters that may alias at run time: another parameter writes the same element between the load and
   the store when the caller passes the same rows twice, which C's order sees through the scalar. Called
   with distinct and with identical arrays, and with rows offset by one. */
#include <stdio.h>
#define N 64
double M1[N + 1][N], M2[N][N];

static void upd(int n, double (*p)[N], double (*q)[N]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++) {
      double w = p[i][j];
      q[i][j] = 5.0 + j;
      for (int k = 0; k < 4; k++)
        w = w * 0.5 + k;
      p[i][j] = w;
    }
#pragma endscop
}

static void upd1(int n, double *a, double *b) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double w = a[i];
    b[i] = w * 3.0;
    w += 1.0;
    a[i] = w;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { M1[i][j] = i + 0.5 * j; M2[i][j] = i - j; }
  upd(N, M1, M2);
  upd(N, M1, M1);
  upd(N - 1, M1 + 1, M1);
  upd1(N * N, &M2[0][0], &M2[0][0]);
  upd1(N * N - 1, &M1[0][0], &M1[0][1]);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += M1[i][j] * ((i + 2 * j) % 5 + 1) + M2[i][j] * (i % 3 + 1);
  printf("%.12g\n", s);
  return 0;
}
