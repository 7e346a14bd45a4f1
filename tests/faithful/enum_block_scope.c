/* Enumeration constants have block scope like any name: two functions each with their own K, a local
   variable hiding a file-scope constant and a block-scope constant hiding a variable. */
#include <stdio.h>
#define N 12
enum { M = 3 };
static double X[N], Y[N], Z[N], W[N];
static void f(void) {
  enum { K = 4 };
#pragma scop
  for (int j = 0; j < K; j++)
    X[j] = j + 1;
#pragma endscop
}
static void g(void) {
  enum { K = 8 };
#pragma scop
  for (int j = 0; j < K; j++)
    Y[j] = j + K;
#pragma endscop
}
static void h(int n) {
  int M = n;                       /* hides the file's M = 3 */
  {
    enum { n = 5 };                /* hides the parameter n */
#pragma scop
    for (int j = 0; j < M; j++)
      Z[j] = j * n + M;
#pragma endscop
  }
#pragma scop
  for (int j = 0; j < n; j++)
    W[j] = j - M;
#pragma endscop
}
int main(void) {
  f(); g(); h(10);
  for (int j = 0; j < N; j++) printf("%g %g %g %g\n", X[j], Y[j], Z[j], W[j]);
  return 0;
}
