/* The spellings of `#pragma omp threadprivate`: a list continued on the next line, `_Pragma`, and a
   block-scope static of the SCoP's function: each thread has its own copy of those objects. */
#include <stdio.h>
#define N 64
double A[N];
static double ga = 2.0, gb = 3.0;
#pragma omp threadprivate(ga, \
                          gb)
static int gc = 1;
_Pragma("omp threadprivate(gc)")
static double f(int n) {
  static double sl = 0.5;
#pragma omp threadprivate(sl)
  sl += 0.25;
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * sl + i;
#pragma endscop
  return A[n - 1];
}
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i;
  double r = 0;
#pragma omp parallel num_threads(3)
  { ga = 7; gb = 8; gc = 9; }
  ga = 1.5; gb = 2.5; gc = 4;
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] += ga;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] -= gb;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] += gc;
#pragma endscop
  f(5);
  r = f(N);
  printf("%.17g\n", r);
  for (int i = 0; i < N; i += 5) printf("%.17g\n", A[i]);
  return 0;
}
