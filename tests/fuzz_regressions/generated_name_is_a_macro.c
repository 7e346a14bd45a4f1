/* Regression (fuzzer --c-features, seeds 43, 44, 45, 74, 94, 110, 143 of 0..149: the openmp translation
 * did not compile): a block's `double A` that shadows the array A is renamed for the SCoP's model, to A_1,
 * and a scalar written by two separate webs becomes two private arrays, t_0 and t_1; the generated code
 * declared `double *A_1 = malloc(...)`, but the file defines A_1 (the fuzzer's extents are macros
 * A_0, A_1, ...), so the preprocessor turned the declaration into `double *13 = ...`.
 * Fixed: frontend/load.py collects the names of the file's macros (cc -E -dM); renamed declarations
 * (frontend/scopes.py) and private and expanded arrays (passes/privatize.py, expand_arrays.py) avoid them. */
#include <stdio.h>

#define N 10
#define A_0 10
#define A_1 13
#define t_0 3
#define t_1 4

static double A[A_0][A_1];
static double B[N];

static void kernel(int n)
{
  double t;
#pragma scop
  for (int i = 0; i < n; i++) {
    {
      double A = 0.5 * B[i];
      B[i] = A + 1.0;
    }
  }
  for (int i = 0; i < n; i++) {
    t = B[i] * 0.5;
    B[i] = t + 1.0;
  }
  for (int i = 0; i < n; i++) {
    t = B[i] * 0.25;
    B[i] = t + A[i][i] + 2.0;
  }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    B[i] = i;
    for (int j = 0; j < A_1; j++)
      A[i][j] = i - j;
  }
  kernel(N);
  for (int i = 0; i < N; i++)
    printf("%g\n", B[i]);
  return t_0 + t_1 - 7;
}
