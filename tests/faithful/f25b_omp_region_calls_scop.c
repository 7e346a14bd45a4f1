/* The user's `#pragma omp parallel` region calls a function holding a SCoP on a per-thread array: with
   -fopenmp the translated code runs inside the region (nested), each thread on its own buffer. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 96
#define T 4

static void smooth(int n, double *a, double *b, double w) {
  int i;
#pragma scop
  for (i = 1; i < n - 1; i++)
    b[i] = w * a[i - 1] + (1.0 - 2.0 * w) * a[i] + w * a[i + 1];
  for (i = 1; i < n - 1; i++)
    a[i] = b[i] * 0.5 + a[i] * 0.5;
#pragma endscop
}

int main(void) {
  static double res[T][N];
#pragma omp parallel num_threads(T)
  {
    int me = 0;
#ifdef _OPENMP
    me = omp_get_thread_num();
#endif
#pragma omp for schedule(static)
    for (int t = 0; t < T; t++) {
      double *a = malloc(sizeof(double) * N), *b = calloc(N, sizeof(double));
      for (int i = 0; i < N; i++) a[i] = (double)((i * (t + 3)) % 17) / 7.0;
      for (int it = 0; it < 3; it++) smooth(N, a, b, 0.25 + 0.01 * t);
      for (int i = 0; i < N; i++) res[t][i] = a[i];
      free(a); free(b);
    }
    (void)me;
  }
  for (int t = 0; t < T; t++) {
    double s = 0;
    for (int i = 0; i < N; i++) s += res[t][i] * (i + 1);
    printf("thread-row %d: %.12f %.12f %.12f\n", t, s, res[t][1], res[t][N / 2]);
  }
  return 0;
}
