/* Whitespace C allows around SCoPs: form feeds between functions and inside a SCoP, a statement and a
   pragma continued with backslash-newline (`#pragma \` then `scop`), a comment between the pragma and its
   word, and vertical tabs. */
#include <stdio.h>
#define N 40
static double A[N], B[N];

static void f(int n) {
#pragma \
scop
  for (int i = 0; i < n; i++)
    A[i] = B[i] \
      + 1.5 * i;

  for (int i = 1; i < n; i++)
    B[i] = A[i - 1] * 0.5;
#pragma endscop
}

static void g(int n) {
#  pragma /* the region */ scop
  for (int i = 0; i < n; i++)
    B[i] = B[i] + A[n - 1 - i];
#	pragma	endscop
}
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 3; B[i] = 1.0 / (i + 1); }
  f(N);
  g(N);
  f(N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.9 + A[i] + B[i];
  printf("%.15g\n", s);
  return 0;
}
