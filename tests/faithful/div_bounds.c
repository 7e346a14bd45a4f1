/* Loop bounds with / and % of negative parameters (the function is called with n < 0 and m < 0). */
#include <stdio.h>
#include <stdlib.h>
static double A[64], B[64];
static void f(int n, int m) {
#pragma scop
  for (int i = n / 2 + 20; i < 40 + m % 3; i++)
    for (int j = (i - 30) / 4 + 10; j <= 20 - m / 4; j++)
      A[i] = A[i] + B[j] * (j - i % 4);
#pragma endscop
}
int main(int argc, char **argv) {
  for (int i = 0; i < 64; i++) { A[i] = i * 0.5; B[i] = 64 - i; }
  f(-7, -5);
  f(-3, 5);
  f(9, -2);
  double s = 0; for (int i = 0; i < 64; i++) s += A[i] * (i + 1);
  printf("%.15g\n", s);
  return 0;
}
