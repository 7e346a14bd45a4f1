/* Conditions that compare with an unsigned expression of the parameters alone, which C computes modulo
   2^bits: with n = 0, `n - 1` is UINT_MAX, so `i < n - 1 && i < N` runs N iterations and `if (i < n - 1)`
   holds for every i (the model once took n - 1 as -1 there and ran none); the same for a size_t, for an
   int converted to unsigned, for `>=` and `==` tests that wrap never hold, and for an inner bound. */
#include <stdio.h>
#include <stddef.h>
#define N 48
static double A[N], B[N], C[N], D[N], E[N], M[N][N];

static void bounds(unsigned n, size_t z, int s) {
  int i, j;
#pragma scop
  for (i = 0; i < n - 1 && i < N; i++)
    A[i] = A[i] + i + 1;
  for (size_t k = 0; k < z - 2 && k < N; k++)
    B[k] = B[k] * 2 + 1;
  for (i = 0; i < N; i++)
    if (i < (unsigned)s - 2)
      C[i] = C[i] + 3;
  for (i = 0; i < N; i++)
    if (i >= n - 3 || i == n - 40)
      D[i] = D[i] - 1;
  for (i = 0; i < N; i++)
    for (j = 0; j < n - 2 && j < i; j++)
      M[i][j] = M[i][j] + M[i][j + 1];
  for (i = N - 1; i >= 0; i--)
    if (n - 1 > i)
      E[i] = E[i] + 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = B[i] = C[i] = D[i] = E[i] = i;
    for (int j = 0; j < N; j++) M[i][j] = (i * 3 + j * 5) % 13;
  }
  unsigned ns[] = {0, 1, 2, 3, 10, 45, 100};
  for (int c = 0; c < 7; c++) bounds(ns[c], ns[c], (int)ns[c] - 1);
  for (int i = 0; i < N; i++) printf("%g %g %g %g %g %g\n", A[i], B[i], C[i], D[i], E[i], M[i][i / 2]);
  return 0;
}
