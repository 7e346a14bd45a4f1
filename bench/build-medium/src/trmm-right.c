/* trmm-right: B := alpha * B * A in place, with A (N x N) upper triangular and
   B of size M x N (multiplication from the right).  Column j of the result
   needs the old columns k <= j, so the column loop runs downwards; inside it
   the rank-1 contributions are added column by column (j, k, i order). */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 14
#  define N 12
#elif defined(MEDIUM_DATASET)
#  define M 600
#  define N 500
#elif defined(LARGE_DATASET)
#  define M 2400
#  define N 2000
#elif defined(EXTRALARGE_DATASET)
#  define M 4800
#  define N 4000
#else /* SMALL, the default */
#  define M 140
#  define N 120
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_trmm_right(int m, int n, DATA_TYPE A[n][n], DATA_TYPE B[m][n])
{
  for (int k = 0; k < n; k++) {
    for (int j = 0; j < k; j++)
      A[k][j] = -77; /* strict lower triangle: never read */
    A[k][k] = 1 + (DATA_TYPE)(k % 5) / 10;
    for (int j = k + 1; j < n; j++)
      A[k][j] = (DATA_TYPE)((k * 3 + j * 2 + 1) % 15) / (15 * n);
  }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE)((i * 5 + j + 4) % 27) / 27;
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

void kernel_trmm_right(int m, int n, DATA_TYPE alpha, DATA_TYPE A[n][n], DATA_TYPE B[m][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
#pragma scop
  for (j = n - 1; j >= 0; j--) {
    for (i = 0; i < m; i++)
      B[i][j] = alpha * A[j][j] * B[i][j];
    for (k = 0; k < j; k++)
      for (i = 0; i < m; i++)
        B[i][j] += alpha * A[k][j] * B[i][k];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.9;
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_trmm_right(M, N, A, B);
  kernel_trmm_right(M, N, alpha, A, B);
  print_array("B", &B[0][0], (long)M * N);
  free(A);
  free(B);
  return 0;
}
