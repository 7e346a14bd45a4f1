/* Unsigned iterators that count down to 0 (`for (unsigned i = n - 1; i < n; i--)`): the iterator wraps
 * around to UINT_MAX after 0 and the condition stops the loop there; a start that wraps around (n = 0,
 * `unsigned j = n - 3` with n = 1) starts the loop at a huge value, which runs no iteration. */
#include <stdio.h>
#define N 20
int A[N], B[N], C[N];
void k(int n, unsigned m) {
#pragma scop
  for (unsigned i = n - 1; i < n; i--)
    A[i] = A[i] + (int)i;
  for (unsigned i = m; i > 0; i--)
    B[i - 1] += 2;
  for (unsigned long j = m; j < (unsigned long)m + 1; j -= 1)
    C[j] = C[j] * 2 + 1;
  for (unsigned j = n - 3; j < 12; j++)
    C[j] -= 5;
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = -i; C[i] = 3 * i; }
  k(N, N - 1); k(0, 0); k(7, 5); k(1, 1); k(2, 2);
  for (int i = 0; i < N; i++) printf("%d %d %d\n", A[i], B[i], C[i]);
  return 0;
}
