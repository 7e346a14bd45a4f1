/* Names reused after the SCoP with another meaning: after the nest, blocks declare `A` as an int, `i`
   as a pointer, and `n` as a double; the SCoP's arrays and parameter keep theirs. */
#include <stdio.h>
#define N 80

double A[N][N], x[N], y[N];

static void mv(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
  }
#pragma endscop
  {
    int A = n * 2;
    double *i = &y[n - 1];
    double n = *i + A;
    printf("%g\n", n);
  }
  printf("%g %g\n", A[n - 1][0], y[0]);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i % 3 - 1;
    for (int j = 0; j < N; j++)
      A[i][j] = (i * j) % 10 * 0.1;
  }
  mv(N);
  mv(N - 31);
  return 0;
}
