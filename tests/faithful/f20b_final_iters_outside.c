/* Iterators declared before the SCoP whose final values are printed after it, in every type: an
   unsigned counting down to the wrap (final UINT_MAX), int j and k of a triangular nest (k's value from
   the last j, or unchanged when no iteration runs), size_t with step 5, long stepping down by 3 past a
   negative bound, unsigned char with step 7, called with zero and one-trip sizes. */
#include <stdio.h>
#include <stddef.h>
#define N 64
double A[N], B[N][N], C[2 * N];
static void f(int n, int m, unsigned u) {
  unsigned i;
  int j, k;
  size_t z;
  long q;
  unsigned char c;
#pragma scop
  for (i = u - 1; i < u; i--)
    A[i] = A[i] + i;
#pragma endscop
  printf("i=%u\n", i);
#pragma scop
  for (j = 0; j < n; j++)
    for (k = j; k < m; k++)
      B[j][k] += j - k;
#pragma endscop
  printf("j=%d k=%d\n", j, k);
#pragma scop
  for (z = 3; z < (size_t)n; z += 5)
    C[z] = C[z] * 2 + z;
#pragma endscop
  printf("z=%zu\n", z);
#pragma scop
  for (q = m; q > -n; q -= 3)
    C[q + n] += 1;
#pragma endscop
  printf("q=%ld\n", q);
#pragma scop
  for (c = 10; c < n; c += 7)
    A[c] *= 0.5;
#pragma endscop
  printf("c=%d\n", c);
#pragma scop
  for (j = 0; j < n; j++) {
    for (k = 0; k < 3; k++)
      B[k][j] = j;
  }
#pragma endscop
  printf("j=%d k=%d\n", j, k);
}
int main(void) {
  for (int a = 0; a < 2 * N; a++) C[a] = a % 3;
  for (int a = 0; a < N; a++) { A[a] = a; for (int b = 0; b < N; b++) B[a][b] = a - b; }
  f(N, 50, N); f(10, 3, 0); f(0, 0, 1); f(5, 5, 5); f(20, 10, 2);
  double s = 0;
  for (int a = 0; a < N; a++) { s += A[a] + C[a] * 7 + C[a + N]; for (int b = 0; b < N; b++) s += B[a][b] * (b % 5); }
  printf("%.10g\n", s);
  return 0;
}
