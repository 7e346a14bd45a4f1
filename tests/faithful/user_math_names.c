/* The program's own functions with the names of math functions: calls to them are not the library's
   (the SCoPs stay sequential, with a warning). */
#include <stdio.h>
#define N 50
static double fmin(double a, double b) { return a + b; }
static double sqrt(double x) { return x * 3; }
static int abs(int x) { return x - 1; }
static int min(int a, int b) { return a > b ? a : b; }
static int max(int a, int b) { return a + b; }
static double A[N], B[N], C[N];
static int I[N], J[N];
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i % 7;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = fmin(A[i], 2.0);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    C[i] = sqrt(A[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    I[i] = abs(i - 20);
#pragma endscop
#pragma scop
  for (int i = 0; i < min(N, 30); i++)
    J[i] = i + max(i, 2);
#pragma endscop
  double t = 0;
  for (int i = 0; i < N; i++) t += B[i] * (i % 3) + C[i] + I[i] + J[i];
  printf("%.10g\n", t);
  return 0;
}
