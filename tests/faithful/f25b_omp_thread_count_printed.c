/* A program that says how many OpenMP threads it runs with (1 without OpenMP) before its results, and
   splits work among them itself: `s2s check` built the original without -fopenmp and the OpenMP
   translation with it, so the two printed different counts (a mismatch that was not the translation's). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 120

static double A[N], B[N];

static void kernel(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    B[i] = A[i] * A[i] - 0.5 * i;
  for (i = 1; i < n; i++)
    A[i] = B[i] + B[i - 1];
#pragma endscop
}

int main(void) {
  int threads = 1;
#ifdef _OPENMP
  threads = omp_get_max_threads();
#endif
  printf("threads: %d\n", threads);
  for (int i = 0; i < N; i++) A[i] = (i % 10) * 0.1;
  kernel(N);
  kernel(N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 4 + 1);
  printf("%.12f %.12f %.12f\n", s, A[N - 1], B[3]);
  return 0;
}
