/* One row per possible thread, sized by omp_get_max_threads() (1 without OpenMP); a SCoP over the
   rows, then a parallel region where each thread fills its own row and a second SCoP sums them. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_max_threads(void) { return 1; }
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 50

static void fold(int rows, int n, double part[rows][n], double *out) {
  int r, i;
#pragma scop
  for (i = 0; i < n; i++) {
    out[i] = 0.0;
    for (r = 0; r < rows; r++)
      out[i] += part[r][i];
  }
#pragma endscop
}

int main(void) {
  int rows = omp_get_max_threads();
  double (*part)[N] = calloc((size_t)rows, sizeof *part);
  double out[N];
  int i, r;
#pragma scop
  for (r = 0; r < rows; r++)
    for (i = 0; i < N; i++)
      part[r][i] = 0.0;
#pragma endscop
#pragma omp parallel
  {
    int me = omp_get_thread_num();
#pragma omp for
    for (int k = 0; k < 1000; k++)
      part[me][k % N] += (double)(k % 9) * 0.5;
  }
  fold(rows, N, part, out);
  for (i = 0; i < N; i += 7) printf("%d %.6f\n", i, out[i]);
  free(part);
  return 0;
}
