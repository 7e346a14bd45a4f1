/* Nested blocks that shadow: a block-scope n and a 2-D local array A that hide the parameters n and
   double *A (the SCoP must use the local 8x8 array and n = 10), the parameters used again after the block,
   a double named like a file-scope typedef (real) used as a scalar, and the typedef used again in a
   sibling block. */
#include <stdio.h>
#define N 64
typedef double real;
double A[N], B[N];
int n = 3;
static void f(double *A, int n) {
  {
    int n = 10;
    double A[8][8];
    for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) A[i][j] = i + j;
#pragma scop
    for (int i = 0; i < n - 2; i++)
      for (int j = 0; j < 8; j++)
        A[i][j] = A[i][j] * 2 + i;
#pragma endscop
    for (int i = 0; i < 8; i++) B[i] += A[i][i] + A[7 - i][i];
  }
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] + 1;
#pragma endscop
  {
    double real = 0.5;
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = B[i] * real + i;
#pragma endscop
  }
  {
    real x = 2.0;
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] += x;
#pragma endscop
  }
}
int main(void) {
  double V[N];
  for (int a = 0; a < N; a++) { V[a] = a; A[a] = -a; B[a] = a * 0.25; }
  f(V, N); f(A, 5);
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + 3 * B[a] + 7 * V[a]);
  printf("%.12g %d\n", s, n);
  return 0;
}
