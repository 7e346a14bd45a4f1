#include <stdio.h>
#include "s2s_no_such_header.h"  // ERROR
void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = 0.0;
#pragma endscop
}
