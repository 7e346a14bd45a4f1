/* Subscripts and bounds with implicit conversions: a short iterator, a signed char iterator counting
   down, an unsigned short bound, a subscript `i + c` with an unsigned char c, a subscript of a long
   computed from int parameters (`(long)n * 2 - i - 1`), a size_t loop with an int bound, and an
   unsigned subtraction that stays non-negative (`n - 1u - i`). */
#include <stdio.h>
#include <stddef.h>
#define N 240
double A[N], B[N], C[N], D[N];

static void run(int n, unsigned short m, unsigned char c) {
#pragma scop
  for (short i = 0; i < m; i++)
    A[i + c] = A[i + c] + i;
  for (signed char i = 100; i >= 0; i--)
    B[i] = B[i] + A[i] * 0.5;
  for (int i = 0; i < n; i++)
    C[(long)n * 2 - i - 1] = C[(long)n * 2 - i - 1] + B[i % 101];
  for (size_t i = 0; i < n; i++)
    D[i] = D[i] + C[i] * 0.25;
  for (unsigned i = 0; i < n; i++)
    D[n - 1u - i] = D[n - 1u - i] * 0.5 + i;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 4; B[i] = 0; C[i] = 1; D[i] = 0; }
  run(N / 2, 200, 30);
  run(7, 3, 255 - 30);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + B[i] * 2 + C[i] * 3 + D[i] * (i % 7);
  printf("%.12g\n", s);
  return 0;
}
