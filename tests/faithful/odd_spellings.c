/* Valid but unusual spellings of ordinary operations: k[A] for A[k] (C11 6.5.2.1: E1[E2] is
   *((E1) + (E2)); s2s does not model it: that SCoP stays sequential with a warning), a parenthesised array name and element on the left ((B)[i], (C[i])), parentheses around
   the iterator in the loop header, casts of the iterator in subscripts ((long)i, (size_t)i, (unsigned)i),
   unary plus and double negation, !!, ~~, and every compound assignment operator on int data. */
#include <stdio.h>
#include <stddef.h>
#define N 48
static int A[N], B[N], C[N], D[N][N];

static void kernel(int n) {
  int i;
#pragma scop
  for ((i) = 0; (i) < n; (i)++)
    A[i] = A[i] * 2 + B[i + 1];
  for (int k = 0; k < n; k++)
    (B)[k] = +B[k] - -k + !!C[k] - ~~k;
  for (int k = 0; k < n; k++) {
    (C[k]) += 3;
    C[k] <<= 2;
    C[k] >>= 1;
    C[k] %= 7;
    C[k] ^= k;
    C[k] |= 8;
    C[k] &= ~2;
    C[k] *= -3;
    C[k] /= 2;
    C[k] -= k;
    ++C[k];
    C[k]--;
  }
  for (int k = 0; k < n; k++)
    for (int j = 0; j < n; j++)
      D[(long)k][(size_t)j] = D[(unsigned)j][k] + D[k][j] % 5;
#pragma endscop
#pragma scop
  for (int k = 0; k < n; k++)
    k[A] = k[A] + (k + 1)[B] - k[D][k];
#pragma endscop
  printf("i=%d\n", i);
}

int main(void) {
  for (int k = 0; k < N; k++) { A[k] = k - 5; B[k] = 3 * k; C[k] = k % 4 - 2; for (int j = 0; j < N; j++) D[k][j] = k - j; }
  kernel(N - 1);
  kernel(9);
  long s = 0;
  for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) s += D[k][j] * (k + 2 * j + 1);
  for (int k = 0; k < N; k++) printf("%d %d %d %d\n", k, A[k], B[k], C[k]);
  printf("%ld\n", s);
  return 0;
}
