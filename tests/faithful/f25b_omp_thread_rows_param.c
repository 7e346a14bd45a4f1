/* Inside the user's parallel region each thread declares its own arrays and runs a SCoP on them with
   its thread number as a value read in the SCoP; results are merged under `omp critical`. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 64

int main(void) {
  double merged[N] = { 0 };
  int nthreads = 1;
#pragma omp parallel
  {
    int me = 0, nt = 1;
#ifdef _OPENMP
    me = omp_get_thread_num();
    nt = omp_get_num_threads();
#endif
    double mine[N], tmp[N];
    int i;
#pragma scop
    for (i = 0; i < N; i++)
      tmp[i] = (double)(i % (me + 2));
    for (i = 0; i < N; i++)
      mine[i] = tmp[i] * 0.0 + (double)(i % 5);
#pragma endscop
#pragma omp critical
    {
      for (i = 0; i < N; i++) merged[i] += mine[i] / nt;
      nthreads = nt;
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += merged[i];
  printf("%.9f %.9f\n", s, merged[N - 1]);
  (void)nthreads;
  return 0;
}
