#include <stdio.h>
void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    printf("%f\n", A[i]);  // ERROR
#pragma endscop
}
