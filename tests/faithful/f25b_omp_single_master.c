/* SCoPs written directly inside the user's `#pragma omp parallel` region, under `omp single` and
   `omp master` (one thread runs them; the others wait at the barriers). */
#include <stdio.h>
#define N 80

double A[N], B[N], C[N];

int main(void) {
  int i;
  for (i = 0; i < N; i++) A[i] = (i % 9) * 0.5 - 2.0;
#pragma omp parallel private(i)
  {
#pragma omp single
    {
#pragma scop
      for (i = 0; i < N; i++)
        B[i] = A[i] * A[i] + 1.0;
      for (i = 1; i < N; i++)
        C[i] = B[i] - B[i - 1];
#pragma endscop
    }
#pragma omp master
    {
#pragma scop
      for (i = 0; i < N; i++)
        A[i] = C[i] * 0.5 + B[i];
#pragma endscop
    }
#pragma omp barrier
  }
  double s = 0;
  for (i = 0; i < N; i++) s += A[i] * (i + 1) + B[i] - C[i];
  printf("%.12f %.12f %.12f\n", s, A[7], C[N - 1]);
  return 0;
}
