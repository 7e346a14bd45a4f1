/* mvt: two independent matrix-vector products accumulated into existing
   vectors, x1 += A y1 and x2 += A^T y2. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 20
#elif defined(MEDIUM_DATASET)
#  define N 2000
#elif defined(LARGE_DATASET)
#  define N 8000
#elif defined(EXTRALARGE_DATASET)
#  define N 16000
#else /* SMALL, the default */
#  define N 400
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_mvt(int n, DATA_TYPE A[n][n], DATA_TYPE x1[n], DATA_TYPE x2[n],
                     DATA_TYPE y1[n], DATA_TYPE y2[n])
{
  for (int i = 0; i < n; i++) {
    x1[i] = (DATA_TYPE)(i % 6) / 6;
    x2[i] = (DATA_TYPE)((i + 2) % 8) / 8;
    y1[i] = (DATA_TYPE)((3 * i + 1) % n) / n;
    y2[i] = (DATA_TYPE)((5 * i + 4) % n) / n;
    for (int j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * j + 2 * i + 1) % n) / n;
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

void kernel_mvt(int n, DATA_TYPE x1[n], DATA_TYPE x2[n], DATA_TYPE y1[n],
                DATA_TYPE y2[n], DATA_TYPE A[n][n])
{
  int i, j;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y1[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y2[j];
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *x1 = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *x2 = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y1 = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y2 = malloc(sizeof(DATA_TYPE[N]));
  if (!A || !x1 || !x2 || !y1 || !y2) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_mvt(N, A, x1, x2, y1, y2);
  kernel_mvt(N, x1, x2, y1, y2, A);
  print_array("x1", x1, N);
  print_array("x2", x2, N);
  free(A);
  free(x1);
  free(x2);
  free(y1);
  free(y2);
  return 0;
}
