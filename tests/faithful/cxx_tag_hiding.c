/* Host code that is also valid C++ but means something else there (nvcc compiles a .cu file as C++):
   a structure tag declared in a block hides an object of the same name declared outside it in C++
   only, so sizeof(x) is the int's 4 in C and the structure's 80 in C++; the CUDA translation must keep
   this code in a C file. */
#include <stdio.h>
#define N 20
static double A[N];
int x = 3;

int main(void) {
  struct x { double pad[10]; };
  unsigned long s = sizeof(x);
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = A[i] + i * 0.5 + x;
#pragma endscop
  printf("%lu\n", s);
  for (int i = 0; i < N; i++) printf("%.17g\n", A[i]);
  return 0;
}
