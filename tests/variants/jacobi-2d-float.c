/* jacobi-2d-float: Jacobi 2-D in float with C99 VLA parameters, two half steps per time step (A to B, B to
   A), the weights as float literals
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 20
#  define TSTEPS 10
#else
#  define N 3000
#  define TSTEPS 500
#endif

static void fill(float *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (float)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const float *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

void jacobi(int tsteps, int n, float A[n][n], float B[n][n])
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i - 1][j] + A[i + 1][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2f * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i - 1][j] + B[i + 1][j]);
  }
#pragma endscop
}

int main(void)
{
  float (*A)[N] = malloc(sizeof(float) * N * N);
  float (*B)[N] = malloc(sizeof(float) * N * N);
  fill(&A[0][0], (long)N * N, 3);
  fill(&B[0][0], (long)N * N, 4);
  jacobi(TSTEPS, N, A, B);
  dump("A", &A[0][0], (long)N * N);
  free(A); free(B);
  return 0;
}
