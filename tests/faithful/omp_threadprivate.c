/* OpenMP around and beside SCoPs: a SCoP inside the user's `#pragma omp for` (nested parallelism), an
   `omp atomic` after it, and a global made thread-local by `#pragma omp threadprivate` read by a later
   SCoP: an OpenMP translation's worker threads would read their own copies (set to 10 + k by the user's
   region), not the value main's thread stored. */
#include <stdio.h>
#define N 64
#define T 4
double A[T][N], B[N];
int counter;
static double gscale = 1.5;
#pragma omp threadprivate(gscale)
int main(void) {
  for (int i = 0; i < N; i++) B[i] = i * 0.5;
#pragma omp parallel num_threads(T)
  {
#pragma omp for
    for (int k = 0; k < T; k++) {
      gscale = 10.0 + k;
#pragma scop
      for (int i = 0; i < N; i++)
        A[k][i] = B[i] * (k + 1) + i;
#pragma endscop
#pragma omp atomic
      counter += 1;
    }
  }
  double s = 0;
  gscale = 3.0;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = B[i] * gscale;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    s += B[i];
#pragma endscop
  for (int k = 0; k < T; k++) for (int i = 0; i < N; i++) printf("%.17g\n", A[k][i]);
  printf("%.17g %d\n", s, counter);
  return 0;
}
