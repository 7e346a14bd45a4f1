/* A loop bound `i < n - 1` with an unsigned n: at n = 0, C's n - 1 is UINT_MAX, so the loop runs up to
   UINT_MAX (here in steps of 65536 from 65535: 65536 iterations; an inner loop bounded by n never runs
   there); the model takes n - 1 as -1 there (no iteration), so the translation runs only for n >= 1,
   and the original code at n = 0.  The same for `m - 2u` with an int m below 2.  The counts and the
   iterators' final values are printed. */
#include <stdio.h>
#define N 40
static double A[N], S[4];

static void counts(unsigned n) {
  unsigned i, j = 7;
#pragma scop
  for (i = 65535; i < n - 1; i += 65536)
    S[0] = S[0] + 1;
  for (i = 32767; i < n - 1; i += 32768)
    for (j = i + 1; j < n && j < N; j++)
      A[j] = A[j] + A[i] * 0.5;
#pragma endscop
  printf("%u %u %g\n", i, j, S[0]);
}

static void sums(unsigned n, int m) {
  unsigned k;
#pragma scop
  for (k = 4095; k < m - 2u; k += 4096)
    S[1] = S[1] + 2;
  for (k = 3; k < n - 3; k++)
    A[k % N] = A[k % N] * 0.25 + k;
#pragma endscop
  printf("%u %g\n", k, S[1]);
}

int main(void) {
  for (int k = 0; k < N; k++) A[k] = k % 9;
  unsigned ns[] = {70000, 1, 0, 100000};
  for (int c = 0; c < 4; c++) counts(ns[c]);
  int ms[] = {10000, 2, 1, 0, -3};
  for (int c = 0; c < 5; c++) sums(c == 4 ? 3 : 5 + 7 * c, ms[c]);
  for (int k = 0; k < N; k++) printf("%g\n", A[k]);
  return 0;
}
