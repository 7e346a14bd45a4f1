/* translated by s2s: host part in C (variable-length array parameter 'L'); kernels in the .cu file */
/* lcs: length of the longest common subsequence of two integer sequences,
   by dynamic programming over an (N+1) x (M+1) table; the borders are set
   inside the SCoP, and max is written as ternaries.  Every cell depends on its
   west, north and north-west neighbours (wavefront parallelism only). */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#  define M 19
#elif defined(MEDIUM_DATASET)
#  define N 4000
#  define M 3600
#elif defined(LARGE_DATASET)
#  define N 10000
#  define M 9000
#elif defined(EXTRALARGE_DATASET)
#  define N 16000
#  define M 15000
#else /* SMALL, the default */
#  define N 500
#  define M 420
#endif

static void init_lcs(int n, int m, int *a, int *b, int L[n + 1][m + 1])
{
  for (int i = 0; i < n; i++)
    a[i] = (i * 7 + i / 5 + 3) % 6;
  for (int j = 0; j < m; j++)
    b[j] = (j * 5 + j / 3 + 1) % 6;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++)
      L[i][j] = -1;
}

static void print_iarray(const char *name, const int *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  long sum = 0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%d\n", v[p]);
  for (long p = 0; p < n; p++)
    sum += v[p];
  printf("checksum %s %ld\n", name, sum);
}

/* L[i][j] = LCS length of a[0..i-1] and b[0..j-1] */
void kernel_lcs(int n, int m, int *a, int *b, int L[n + 1][m + 1])
{
  int i, j;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i <= n; i++)
    L[i][0] = 0;
  for (j = 1; j <= m; j++)
    L[0][j] = 0;
  for (i = 1; i <= n; i++)
    for (j = 1; j <= m; j++)
      L[i][j] = a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + 1
                                     : (L[i - 1][j] > L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  int *a = malloc(sizeof(int[N]));
  int *b = malloc(sizeof(int[M]));
  int (*L)[M + 1] = malloc(sizeof(int[N + 1][M + 1]));
  if (!a || !b || !L) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_lcs(N, M, a, b, L);
  kernel_lcs(N, M, a, b, L);
  print_iarray("L", &L[0][0], (long)(N + 1) * (M + 1));
  free(a);
  free(b);
  free(L);
  return 0;
}
