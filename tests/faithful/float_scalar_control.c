/* Floating scalars in control: a double parameter in an `if` around a loop (x > 0.5), a bound that
   converts a double to int ((int)x, (int)(x * 3)), a float compared with an int iterator's conversion,
   and an unsigned char data value that wraps in a statement (c + 200). */
#include <stdio.h>
#define N 50
static double A[N], B[N], C[N];
static unsigned char U[N];

static void f(double x, float y, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (x > 0.5)
      A[i] = A[i] + x;
#pragma endscop
#pragma scop
  for (int i = 0; i < (int)x; i++)
    B[i] = B[i] + 1;
  for (int i = 0; i < (int)(x * 3); i++)
    B[i] = B[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = (i < y) ? C[i] + 1 : C[i] - 1;
  for (int i = 0; i < n; i++)
    U[i] = U[i] + 200;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = B[i] = C[i] = i, U[i] = (unsigned char)(i * 7);
  f(0.75, 12.5f, N);
  f(0.25, -3.0f, N);
  f(7.9, 30.0f, 20);
  f(-0.5, 100.0f, N);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g %d\n", A[i], B[i], C[i], U[i]);
  return 0;
}
