/* A SCoP in a block whose `extern double g;` names the global that a local `g` of the function hides:
   the SCoP reads and writes the global (copied back), and the function returns its local. */
#include <stdio.h>
#define N 100
static double A[N];
double g = 1.0;

static double f(int n) {
  double g = 5.0;
  {
    extern double g;
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] + g;
    g = g * 2;
#pragma endscop
  }
  return g;
}

int main(void) {
  printf("%g\n", f(N));
  printf("%g\n", f(N));
  printf("%g %g\n", g, A[N - 1]);
  return 0;
}
