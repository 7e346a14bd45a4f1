/* Declarations at the top level of a SCoP that shadow, from their point on, names the SCoP's earlier
   statements read from outside: `t` (a function-scope double) and `B` (a global array, hidden by a local
   double). */
#include <stdio.h>
#define SZ 160

double A[SZ], B[SZ], C[SZ];

static void f(int n) {
  double t = 2.0;
  {
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = t * B[i] + 1;
    double t = 0.5;
    double B = 3.0;
    for (int i = 0; i < n; i++)
      C[i] = A[i] * t + B;
#pragma endscop
  }
  printf("%g\n", t);
}

int main(void) {
  for (int i = 0; i < SZ; i++)
    B[i] = (i % 9) * 0.25;
  f(SZ);
  f(SZ / 2);
  double s = 0;
  for (int i = 0; i < SZ; i++)
    s += A[i] * (i + 1) + C[i];
  printf("%.12g\n", s);
  return 0;
}
