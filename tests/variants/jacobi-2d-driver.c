/* jacobi-2d-driver: Jacobi 2-D with the time loop in the driver: one sweep function (a SCoP of its own, C99
   VLA parameters) called twice per time step with the arrays' roles swapped
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

static void fill(double *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (double)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

static void sweep(int n, double out[n][n], double in[n][n])
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i][j] = 0.2 * (in[i][j] + in[i][j - 1] + in[i][j + 1] + in[i - 1][j] + in[i + 1][j]);
#pragma endscop
}

int main(void)
{
  double (*A)[N] = malloc(sizeof(double) * N * N);
  double (*B)[N] = malloc(sizeof(double) * N * N);
  fill(&A[0][0], (long)N * N, 3);
  fill(&B[0][0], (long)N * N, 4);
  for (int t = 0; t < TSTEPS; t++) {
    sweep(N, B, A);
    sweep(N, A, B);
  }
  dump("A", &A[0][0], (long)N * N);
  free(A); free(B);
  return 0;
}
