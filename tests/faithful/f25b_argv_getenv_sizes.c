/* Sizes from argv through strtol, with getenv and built-in defaults (the check runs without
   arguments and without the variable: the defaults). */
#include <stdio.h>
#include <stdlib.h>

static long size_from(int argc, char **argv, int k, const char *env, long dflt) {
  if (argc > k) return strtol(argv[k], NULL, 10);
  const char *e = getenv(env);
  if (e && *e) return strtol(e, NULL, 0);
  return dflt;
}

int main(int argc, char **argv) {
  long n = size_from(argc, argv, 1, "F25B_UNSET_N", 37);
  long m = size_from(argc, argv, 2, "F25B_UNSET_M", 21);
  double *A = malloc(sizeof(double) * (size_t)(n * m));
  double *colsum = malloc(sizeof(double) * (size_t)m);
  long i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i * m + j] = (double)((i * 5 + j * 3) % 11) / (j + 1);
  for (j = 0; j < m; j++) {
    colsum[j] = 0.0;
    for (i = 0; i < n; i++)
      colsum[j] += A[i * m + j];
  }
#pragma endscop
  for (j = 0; j < m; j += 2) printf("%ld %.12f\n", j, colsum[j]);
  free(A); free(colsum);
  return 0;
}
