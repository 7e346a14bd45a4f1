/* Arrays of row pointers (double *rows[N]) whose rows overlap (rows[i] = A + i), a size_t countdown
   loop `for (size_t i = n; i-- > 0;)`, and a pointer into a 2-D global passed to a function whose SCoP
   also reads that global by name (other shapes: p[k] is G[1 + k / M][k % M]). */
#include <stdio.h>
#define N 16
#define M 8
static double A[N + M], B[N][M], G[N][M];
static double *rows[N];

static void rowsum(size_t n) {
#pragma scop
  for (size_t i = 1; i < n; i++)
    for (size_t j = 0; j < M; j++)
      rows[i][j] = rows[i - 1][j] + B[i][j];
#pragma endscop
}

static void countdown(size_t n) {
#pragma scop
  for (size_t i = n; i-- > 0;)
    B[i][0] = B[i][0] + i;
#pragma endscop
}

static void shapes(double *p, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      p[i * M + j] = G[i][j] * 2 + 1;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + M; i++) A[i] = i;
  for (int i = 0; i < N; i++) {
    rows[i] = A + i;
    for (int j = 0; j < M; j++) B[i][j] = i * 0.5 - j, G[i][j] = i + j * 0.25;
  }
  rowsum(N);
  countdown(N);
  shapes(&G[1][0], N - 1);
  for (int i = 0; i < N + M; i++) printf("%.17g\n", A[i]);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) printf("%.17g %.17g\n", B[i][j], G[i][j]);
  return 0;
}
