/* Function-like macros that expand to statements: SWAP and AXPY written as do { } while (0), a
   statement expression ({ ... }) computing a maximum once per argument, the comma operator in bodies
   (two assignments in one expression statement) and in for headers (two counters stepped together). */
#include <stdio.h>
#define N 110
#define AXPY(y, a, x, i) do { (y)[i] += (a) * (x)[i]; } while (0)
#define SWAP(p, q) do { double t_ = (p); (p) = (q); (q) = t_; } while (0)
#define MAX(x, y) ({ double x_ = (x), y_ = (y); x_ > y_ ? x_ : y_; })
double x[N], y[N], z[N], m[N][N];

static void axpy_macro(int n, double a) {
#pragma scop
  for (int i = 0; i < n; i++)
    AXPY(y, a, x, i);
#pragma endscop
}

static void transpose_swap(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      SWAP(m[i][j], m[j][i]);
#pragma endscop
}

static void stmt_expr(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    z[i] = MAX(x[i], y[i]) * 0.5;
#pragma endscop
}

static void commas(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = x[i] + 1, z[i] = z[i] - x[i];
#pragma endscop
#pragma scop
  for (int i = 0, j = n - 1; i < n; i++, j--)
    y[i] = y[i] + m[i][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 9) * 0.5 - 2;
    y[i] = 1.0 / (i + 2);
    z[i] = 0;
    for (int j = 0; j < N; j++) m[i][j] = i * 1000 + j;
  }
  axpy_macro(N, 0.75);
  transpose_swap(N);
  stmt_expr(N);
  commas(N);
  transpose_swap(N - 3);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += x[i] + y[i] * 2 + z[i] * 3;
    for (int j = 0; j < N; j++) s += m[i][j] * ((i + j) % 7);
  }
  printf("%.17g\n", s);
  return 0;
}
