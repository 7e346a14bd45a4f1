/* Locals and parameters named `malloc`, `free` and `size_t` (valid C: block-scope names hide the
   library's) in functions whose SCoPs have a scalar declared in a loop body, which the OpenMP code makes
   a private array: it called malloc() and free() there and cast its size to size_t, the user's objects
   (the translation did not compile: "called object 'malloc' is not a function"); it uses the compiler's
   builtins and __SIZE_TYPE__ now. */
#include <stdio.h>
#define N 100
static double A[N], B[N];

static void locals(int n) {
  int free = 2, size_t = 3;
  double malloc = 0.5;
#pragma scop
  for (int i = 0; i < n; i++) {
    double t = B[i] * malloc;
    A[i] = t * free + size_t;
  }
  for (int i = 0; i < n; i++)
    B[i] = A[i] + 1;
#pragma endscop
}

static void param(int n, double free) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++) {
      double w = A[i] * j + free;
      B[i] = B[i] * 0.5 + w;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) B[i] = i % 7;
  locals(N); locals(N / 2);
  param(N, 0.25); param(1, 2.0);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i];
  printf("%.10g\n", s);
  return 0;
}
