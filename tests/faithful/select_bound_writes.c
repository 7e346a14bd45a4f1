/* Data conditions that assign a scalar used as a loop bound: the bound of the running loop itself
   (C tests i < n again each iteration: the loop stops early), a bound of a later loop, a subscript
   offset of a later loop, and an iterator-valued assignment under a data condition read after. */
#include <stdio.h>
#define N 60
double A[N], B[N], C[N];

static void shrink(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = A[i] + 1;
    if (A[i] > 40)
      n = i;
  }
#pragma endscop
  printf("n=%d\n", n);
}

static void later(int n) {
  int m = n, k = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    if (B[i] > 20)
      m = i;
  for (int i = 0; i < m; i++)
    C[i] = C[i] + B[i];
  for (int i = 0; i < n; i++)
    if (B[i] < 3)
      k = i;
  for (int i = 0; i + k < n; i++)
    C[i + k] = C[i + k] * 2;
#pragma endscop
  printf("m=%d k=%d\n", m, k);
}

static void lastk(int n) {
  int k = -1;
  double big = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    if (B[i] < 3)
      k = i;
  for (int i = 0; i < n; i++)
    if (B[i] > big)
      big = B[i];
  for (int i = 0; i < n; i++)
    A[i] = A[i] * 0.5 + k;
#pragma endscop
  printf("k=%d big=%g\n", k, big);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i * 7) % 45; B[i] = (i * 11) % 31; C[i] = 1; }
  shrink(N);
  later(N);
  later(17);
  lastk(N);
  lastk(1);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + 2 * B[i] + 3 * C[i];
  printf("%.12g\n", s);
  return 0;
}
