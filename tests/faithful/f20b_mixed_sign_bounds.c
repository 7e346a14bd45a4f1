/* Mixed signed and unsigned bounds: `int i < unsigned n` converts i to unsigned (a negative start runs no
   iteration), `long i < unsigned n` does not (long is wider), `int i <= n - 1u` with n = 0 (n - 1u wraps to
   UINT_MAX: guarded by the user's `if (n)`), an int64_t iterator against a uint32_t bound, and an int
   bound minus an unsigned constant (`i < m - 2u`, unsigned arithmetic: m = 1 gives UINT_MAX - 0). */
#include <stdio.h>
#include <stdint.h>
#define N 200
double A[N + 8], B[N + 8], C[N + 8];
int64_t D[N + 8];
int E[N + 8];

static void k(int lo, unsigned n, uint32_t m) {
#pragma scop
  for (int i = lo; i < n; i++)
    A[i + 8] = A[i + 8] + 1.5 * i;
#pragma endscop
#pragma scop
  for (long i = lo; i < n; i++)
    B[i + 8] = B[i + 8] * 0.5 + i;
#pragma endscop
  if (n) {
#pragma scop
    for (int i = 0; i <= n - 1u; i++)
      C[i] = C[i] - i * 0.25;
#pragma endscop
  }
#pragma scop
  for (int64_t i = -5; i < m; i++)
    D[i + 5] += i * 3;
#pragma endscop
#pragma scop
  for (int i = 0; i < (int)m - 2 && i < N; i++)
    E[i] += i ^ 5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 8; i++) { A[i] = i % 7; B[i] = i * 0.5; C[i] = 1.0; D[i] = i; E[i] = -i; }
  k(-3, N, N); k(0, N, 0); k(5, 0, 1); k(-8, 40, 2); k(2, 3, 3);
  double s = 0; long d = 0;
  for (int i = 0; i < N + 8; i++) { s += A[i] * (i % 3 + 1) + B[i] * (i % 5) + C[i]; d += D[i] * (i % 4) + E[i]; }
  printf("%.10g %ld\n", s, d);
  return 0;
}
