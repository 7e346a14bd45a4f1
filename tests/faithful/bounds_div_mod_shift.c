/* Bounds and subscripts with ?:, / and % by constants and shifts: `i < (n + 3) / 4`, `j < n % 8 + 2`,
   `i < n >> 1`, `A[i << 1]`, `A[(i * 3) / 2]`, `A[i % 4]` (negative iterators included: C's division
   truncates, its % takes the dividend's sign), and `i < (n > 50 ? 50 : n)`. */
#include <stdio.h>
#define N 256
double A[N], B[N], C[N][8], D[N];

static void run(int n) {
#pragma scop
  for (int i = 0; i < (n + 3) / 4; i++)
    A[i << 1] = A[i << 1] + i;
  for (int i = 0; i < n >> 1; i++)
    B[(i * 3) / 2] += 1.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n % 8 + 2 && j < 8; j++)
      C[i][j] = C[i][j] + A[i % 4] * j;
  for (int i = -20; i < (n > 50 ? 50 : n); i++)
    D[i + 20] = D[i + 20] + i / 3 + i % 3 * 0.1;
  for (int i = -16; i < 16; i++)
    D[(i + 16) * 2] -= (i >> 2) + (i & 3) * 0.01;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 0; D[i] = 0; for (int j = 0; j < 8; j++) C[i][j] = 0; }
  run(N);
  run(13);
  run(0);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] + B[i] * 3 + D[i] * (i % 9);
    for (int j = 0; j < 8; j++) s += C[i][j] * (j + 1);
  }
  printf("%.12g\n", s);
  return 0;
}
