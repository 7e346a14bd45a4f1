/* for-header forms: two declarators in the init (size_t i = 0, e = n: not modelled, sequential),
   n > i with a typedef'd unsigned long iterator and step 2u, long bounds with L suffixes and ++i,
   i < m && i < half with i = i + 1 (half a static const local), !(i >= m), a size_t range q..2q (q a
   const local: may exceed long, sequential), and a static const local declared in the body. */
#include <stdio.h>
#include <stddef.h>
#define N 128
typedef unsigned long ulong_t;
double A[N], B[N], C[N], D[N], E[N], F[N], G[N], H[N];
static void f(size_t n, int m) {
  static const int half = N / 2;
  const size_t q = n / 3;
#pragma scop
  for (size_t i = 0, e = n; i < e; ++i)
    A[i] = A[i] * 0.5 + i;
#pragma endscop
#pragma scop
  for (ulong_t i = 1u; n > i; i += 2u)
    B[i] += 1.25 * i;
#pragma endscop
#pragma scop
  for (long i = 0L; i <= (long)n - 1L; ++i)
    C[i] -= i / 4;
#pragma endscop
#pragma scop
  for (int i = 0; i < m && i < half; i = i + 1)
    D[i] = D[i] + m;
#pragma endscop
#pragma scop
  for (int i = 0; !(i >= m); i++)
    E[i] = E[i] * 2;
#pragma endscop
#pragma scop
  for (size_t i = q; i < 2 * q; i++)
    F[i] += q;
#pragma endscop
#pragma scop
  for (int i = 0, j = 5; i < m; i++)
    G[i] += j;
#pragma endscop
#pragma scop
  for (int i = 0; i < m; i += 1) {
    const int j = i * 2;
    static const double w = 0.5;
    H[i] = H[i] + j * w;
  }
#pragma endscop
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = a * 0.5; C[a] = 1; D[a] = a % 7; E[a] = 1; F[a] = a; G[a] = 0; H[a] = a; }
  f(N, 60); f(0, 0); f(7, 100); f(1, 1);
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + 3 * B[a] + 5 * C[a] + 7 * D[a] + 11 * E[a] + 13 * F[a] + 17 * G[a] + 19 * H[a]);
  printf("%.12g\n", s);
  return 0;
}
