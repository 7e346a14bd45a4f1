/* Declarations inside SCoP bodies: block-scoped locals with initialisers from the iterators and from
   data, a local that shadows an outer scalar, designated initialisers of a local array (zeroed rest,
   out-of-order designators), compound literals indexed by an iterator ((double[]){1, 2, 3}[k % 3],
   (int[3]){i, j, i + j}[1]), a static const table inside the body, and a static local the body
   writes (a counter kept across iterations and calls). */
#include <stdio.h>
#define N 40
double A[N][N], B[N], W[N][5]; int K[N][N]; long CNT[N];

static void bodies(int n) {
  double scale = 3.0;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double scale = 0.5 * i + j;
      const int off = (i + j) % 3;
      A[i][j] = scale + (double[]){1.5, 2.5, 3.5}[off] * B[j];
      K[i][j] = (int[3]){i, j, i + j}[1] + (int[]){10, 20}[(i * j) % 2];
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double w[5] = {[3] = B[i], [1] = i * 0.5, [0] = -1.0};
    static const double taps[4] = {0.25, 0.5, 0.125, 0.0625};
    for (int k = 0; k < 5; k++)
      W[i][k] = w[k] * taps[k % 4] + scale;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    static long calls = 0;
    calls += i;
    CNT[i] = calls;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    int m[2][3] = {{i, 1}, [1][2] = i * i};
    struct { int a; double b; } p = {.b = B[i], .a = i % 4};
    B[i] = m[0][0] + m[0][1] + m[0][2] + m[1][0] + m[1][2] + p.a * p.b;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) B[i] = (i * 7 % 13) * 0.2 - 1.0;
  bodies(N);
  bodies(N / 4);
  double s = 0;
  for (int i = 0; i < N; i++) {
    printf("%.17g %ld", B[i], CNT[i]);
    for (int k = 0; k < 5; k++) printf(" %.17g", W[i][k]);
    printf("\n");
    for (int j = 0; j < N; j++) s += A[i][j] * (j + 1) + K[i][j] * (i + 1);
  }
  printf("%.17g\n", s);
  return 0;
}
