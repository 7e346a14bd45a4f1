/* translated by s2s: OpenMP */
#ifndef s2s_floord
#define s2s_floord(n, d) ((n) / (d) - ((n) % (d) < 0))
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
#define s2s_max(a, b) ((a) > (b) ? (a) : (b))
#endif
#include <stdlib.h>
#line 1 "jacobi-2d.c"
/* jacobi-2d: 5-point averaging stencil on an N x N grid for TSTEPS time
   steps, alternating between two arrays (A -> B, then B -> A). */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#  define TSTEPS 4
#elif defined(MEDIUM_DATASET)
#  define N 1000
#  define TSTEPS 100
#elif defined(LARGE_DATASET)
#  define N 3000
#  define TSTEPS 500
#elif defined(EXTRALARGE_DATASET)
#  define N 6000
#  define TSTEPS 1000
#else /* SMALL, the default */
#  define N 150
#  define TSTEPS 30
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_jacobi_2d(int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * (j + 3) + 1) % n) / n;
      B[i][j] = (DATA_TYPE)((2 * i + j + 5) % n) / n;
    }
}

static void print_array(const char *name, const DATA_TYPE *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  double sum = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    sum += (double)v[p];
  printf("checksum %s %.10e\n", name, sum);
}

void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n])
{
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)B + ((tsteps >= 1 && n >= 3 ? n - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)A || (const char *)A + ((tsteps >= 1 && n >= 3 ? n - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)B)) {
  /* s2s: SCoP 0 parallelised with OpenMP */
  {
    if (n >= 3) {
      for (long _c0 = 0; _c0 < tsteps; _c0++) {
        {
          const long _lo0 = (long)(1), _hi0 = (long)(n - 2);
          #pragma omp parallel for schedule(static)
          for (long _g0 = _lo0; _g0 <= _hi0; _g0++)
          {
            for (long _c0 = 1; _c0 < n - 1; _c0++) {
              B[_g0][_c0] = ((double) 0.2) * (A[_g0][_c0] + A[_g0 - 1][_c0] + A[_g0 + 1][_c0] + A[_g0][_c0 - 1] + A[_g0][_c0 + 1]);
            }
          }
        }
        {
          const long _lo0 = (long)(1), _hi0 = (long)(n - 2);
          #pragma omp parallel for schedule(static)
          for (long _g0 = _lo0; _g0 <= _hi0; _g0++)
          {
            for (long _c0 = 1; _c0 < n - 1; _c0++) {
              A[_g0][_c0] = ((double) 0.2) * (B[_g0][_c0] + B[_g0 - 1][_c0] + B[_g0 + 1][_c0] + B[_g0][_c0 - 1] + B[_g0][_c0 + 1]);
            }
          }
        }
      }
    }
  }
} else {
#line 51
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = (DATA_TYPE)0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = (DATA_TYPE)0.2 * (B[i][j] + B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
  }
}
#line 60
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_jacobi_2d(N, A, B);
  kernel_jacobi_2d(TSTEPS, N, A, B);
  print_array("A", &A[0][0], (long)N * N);
  print_array("B", &B[0][0], (long)N * N);
  free(A);
  free(B);
  return 0;
}
