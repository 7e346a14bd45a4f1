/* Enumeration constants in host code that is also valid C++ (nvcc compiles a .cu file as C++): with a
   constant above INT_MAX in the enumeration, ONE has type int in C (ONE - 2 is -1) but the enumeration's
   type in C++, promoted to unsigned int (ONE - 2 is 4294967295).  The SCoP uses the constants too: their
   type depends on the C compiler as well (gcc 12: int; gcc 13, C23's rule: the enumeration's type, so
   `i - TWO` is unsigned), so s2s keeps it sequential. */
#include <stdio.h>
#define N 20
enum flags { ONE = 1, TWO = 2, HIGH = 0x80000000 };
static double A[N];
static long L[N];

int main(void) {
  int neg = ONE - 2 < 0;
  long v = ONE - 2;
#pragma scop
  for (int i = 0; i < N; i++) {
    A[i] = A[i] + i * TWO;
    L[i] = i - TWO;
  }
#pragma endscop
  printf("%d %ld\n", neg, v);
  for (int i = 0; i < N; i++) printf("%.17g %ld\n", A[i], L[i]);
  return 0;
}
