/* Reductions at their edges: a dot product over 0 and 1 elements (the scalar keeps its value), a
   subtraction reduction into an unsigned, an AND reduction starting from all ones, column sums followed
   by a division per column, row maxima of ints, and a full-array sum of floats with an initial value. */
#include <stdio.h>
#define N 300
#define M 70
double X[N], Y[N], A[N][M], mean[M];
unsigned U[N];
int I[N][M], mx[N];
float F[N * 4];
unsigned long L[N];

static void kernel(int n, int m, double *dot, unsigned *us, unsigned long *land, float *fs) {
  double d = *dot;
  unsigned u = *us;
  unsigned long a = *land;
  float f = *fs;
#pragma scop
  for (int i = 0; i < n; i++)
    d += X[i] * Y[i];
  for (int i = 0; i < n; i++)
    u -= U[i];
  for (int i = 0; i < n; i++)
    a &= L[i];
  for (int j = 0; j < m; j++) {
    mean[j] = 0;
    for (int i = 0; i < n; i++)
      mean[j] += A[i][j];
    mean[j] /= (n > 0 ? n : 1);
  }
  for (int i = 0; i < n; i++) {
    mx[i] = I[i][0];
    for (int j = 1; j < m; j++)
      mx[i] = mx[i] > I[i][j] ? mx[i] : I[i][j];
  }
  for (int i = 0; i < 4 * n; i++)
    f += F[i];
#pragma endscop
  *dot = d; *us = u; *land = a; *fs = f;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    X[i] = (i % 7) * 0.5; Y[i] = 1.0 / (1 + i % 5);
    U[i] = (unsigned)i * 2654435761u;
    L[i] = ~(1ul << (i % 64)) | (i % 3 == 0 ? 0ul : 1ul);
    for (int j = 0; j < M; j++) { A[i][j] = (i * j) % 13 - 6; I[i][j] = (i * 7 + j * 11) % 101 - 50; }
  }
  for (int i = 0; i < 4 * N; i++) F[i] = (float)(i % 10) * 0.1f;
  int sizes[][2] = {{0, 0}, {1, 1}, {N, M}, {7, 1}, {1, M}, {N, 2}};
  for (int c = 0; c < 6; c++) {
    double dot = 1.5; unsigned us = 7; unsigned long land = ~0ul; float fs = 2.5f;
    kernel(sizes[c][0], sizes[c][1], &dot, &us, &land, &fs);
    double s = 0;
    for (int j = 0; j < M; j++) s += mean[j] * (j + 1);
    long t = 0;
    for (int i = 0; i < N; i++) t += (long)mx[i] * (i % 9);
    printf("%d %.12g %u %lx %.6g %.12g %ld\n", c, dot, us, land, fs, s, t);
  }
  return 0;
}
