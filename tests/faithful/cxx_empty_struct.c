/* A structure without members (GNU C's extension, which gcc accepts without -pedantic) is valid C++
   too, where its size is 1, not 0: sizeof of it and of an array of it printed by host code that nvcc
   would compile as C++.  The CUDA translation must keep this code in a C file. */
#include <stdio.h>
#define N 20
static double A[N];
struct tag {};

int main(void) {
  struct tag marks[4];
  unsigned long s = sizeof(struct tag) + sizeof(marks);
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = A[i] * 3 + i;
#pragma endscop
  printf("%lu\n", s);
  for (int i = 0; i < N; i++) printf("%.17g\n", A[i]);
  return 0;
}
