/* A name shadowed inside the SCoP is read at the SCoP's top level: the outer n is a parameter. */
#include <stdio.h>
double A[100], B[100];

void f(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    int n = 2;
    A[i] = i * n;
  }
  for (int i = 0; i < n; i++)
    B[i] = A[i] + n;
#pragma endscop
}

int main(void) {
  f(60);
  for (int i = 0; i < 60; i++) printf("%.1f %.1f\n", A[i], B[i]);
  return 0;
}
