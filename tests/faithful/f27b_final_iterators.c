/* Final values of iterators read after the region, at sizes where loops run zero times: an inner loop
   whose start is the outer iterator (j = max(n - 1, m) or n - 1), a downward loop, a step of 3, a `<=`
   loop with hi < lo, iterators that are a file-scope variable, a static local and a short, an iterator
   read by the next region as a bound, and one assigned by a loop under `if (n > 5)` after another loop
   (where the `if` fails, its value is the first loop's). */
#include <stdio.h>
#define N 64
double A[N][N], B[N];
int gi;

static void tri(int n, int m) {
  int i = 100, j = 200;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = i; j < m; j++)
      A[i][j] = A[i][j] * 0.5 + i - j;
#pragma endscop
  printf("tri n=%d m=%d i=%d j=%d\n", n, m, i, j);
}

static void down_step(int lo, int hi) {
  int i = -5, k = -6, q = -7;
#pragma scop
  for (i = hi - 1; i >= lo; i--)
    B[i] = B[i] + 1.0;
  for (k = lo; k < hi; k += 3)
    B[k] = B[k] * 2.0;
  for (q = hi; q <= lo; q++)
    B[q] = -B[q];
#pragma endscop
  printf("down lo=%d hi=%d i=%d k=%d q=%d\n", lo, hi, i, k, q);
}

static int counter(int n) {
  static int s = 11;
#pragma scop
  for (s = 2; s < n; s++)
    B[s] = B[s - 2] + 0.25;
#pragma endscop
  return s;
}

static void global_iter(int n) {
#pragma scop
  for (gi = 1; gi < n; gi += 2)
    B[gi] = B[gi] - 1.0;
#pragma endscop
}

static void short_iter(int n) {
  short h = 9;
#pragma scop
  for (h = 0; h < n; h++)
    B[h] = B[h] * 0.75;
#pragma endscop
  printf("short %d\n", h);
}

static void bound_from_iter(int n) {
  int i = 0, j;
#pragma scop
  for (i = 0; i < n; i++)
    B[i] = B[i] + 0.5;
#pragma endscop
  j = i;    /* host between: i is read */
#pragma scop
  for (i = j; i < N; i++)
    B[i] = B[i] * -1.0;
#pragma endscop
  printf("bound %d %d\n", i, j);
}

static void cond_loop(int n, int m) {
  int i = -3, j = -4;
#pragma scop
  for (i = 0; i < m; i++)
    B[i] = B[i] + 1.0;
  if (n > 5)
    for (i = 2; i < n; i++)
      B[i] = B[i] * 0.5;
  for (j = 0; j < n; j++)
    if (j > m)
      B[j] = -B[j];
#pragma endscop
  printf("cond %d %d -> %d %d\n", n, m, i, j);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    B[i] = i * 0.5;
    for (int j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 7;
  }
  tri(5, 9); tri(9, 5); tri(0, 4); tri(4, 0); tri(7, 7); tri(1, 1);
  down_step(3, 20); down_step(20, 3); down_step(5, 5); down_step(0, 1);
  printf("counter %d %d %d\n", counter(40), counter(1), counter(2));
  gi = -3; global_iter(0); printf("g %d\n", gi);
  global_iter(10); printf("g %d\n", gi);
  global_iter(1); printf("g %d\n", gi);
  short_iter(30); short_iter(0);
  bound_from_iter(20); bound_from_iter(0);
  cond_loop(10, 20); cond_loop(3, 7); cond_loop(0, 0); cond_loop(6, 0); cond_loop(5, 5); cond_loop(N, N);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += B[i] * (i + 1);
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 3);
  }
  printf("sum %.17g\n", s);
  return 0;
}
