/* The reverse-loop idioms of C users: `for (size_t i = n; i-- > 0;)` (post-decrement in the test),
   `for (int i = n; --i >= 0;)` (pre-decrement in the test), `for (unsigned i = n - 1; i != (unsigned)-1; i--)`
   and `for (ptrdiff_t i = n - 1; i >= 0; i -= 2)`, each with a carried dependence (a suffix sum) or
   independent rows, called with n = 0, 1 and the full size. */
#include <stdio.h>
#include <stddef.h>
#define N 300
double A[N], S[N], B[N][8];
long C[N];
int D[N];

static void suffix(size_t n) {
#pragma scop
  for (size_t i = n; i-- > 0;)
    A[i] = A[i] * 0.5 + (double)i;
#pragma endscop
#pragma scop
  for (int i = (int)n - 1; --i >= 0;)
    S[i] = S[i + 1] * 0.25 + A[i];
#pragma endscop
}

static void rows(unsigned n) {
#pragma scop
  for (unsigned i = n - 1; i != (unsigned)-1; i--)
    for (int j = 0; j < 8; j++)
      B[i][j] = B[i][j] + i * 0.125 - j;
#pragma endscop
#pragma scop
  for (ptrdiff_t i = (ptrdiff_t)n - 1; i >= 0; i -= 2)
    C[i] = C[i] * 3 - i;
#pragma endscop
#pragma scop
  for (unsigned i = n; i-- != 0;)
    D[i] += (int)(i % 7u) - 3;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i % 13) * 0.75; S[i] = i % 5; C[i] = i; D[i] = -i;
    for (int j = 0; j < 8; j++) B[i][j] = i - j * 0.5;
  }
  suffix(N); suffix(0); suffix(1); suffix(2); suffix(N / 3);
  rows(N); rows(0); rows(1); rows(N - 7);
  double s = 0, t = 0;
  long c = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * (i % 3 + 1) + S[i];
    for (int j = 0; j < 8; j++) t += B[i][j] * (j + 1);
    c += C[i] * (i % 4) + D[i];
  }
  printf("%.10g %.10g %ld %.10g %.10g\n", s, t, c, S[0], S[N - 2]);
  return 0;
}
