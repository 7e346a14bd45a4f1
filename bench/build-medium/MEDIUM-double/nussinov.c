/* translated by s2s: host part in C (variable-length array parameter 'S'); kernels in the .cu file */
extern void s2s_scop0_kernel_nussinov(int n, void *s2s_h0_S, void *s2s_h2_seq);
/* nussinov: RNA secondary-structure dynamic programming (maximum number of
   nested base pairs).  Bases are 0..3 = A,C,G,U; A-U and C-G pair, i.e. two
   bases pair exactly when their codes add up to 3. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#elif defined(MEDIUM_DATASET)
#  define N 500
#elif defined(LARGE_DATASET)
#  define N 2500
#elif defined(EXTRALARGE_DATASET)
#  define N 5500
#else /* SMALL, the default */
#  define N 120
#endif

static void init_nussinov(int n, int *seq, int S[n][n])
{
  for (int i = 0; i < n; i++) {
    seq[i] = (i * 7 + i / 3 + 1) % 4;
    for (int j = 0; j < n; j++)
      S[i][j] = 0;
  }
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

/* S[i][j] = best score for the subsequence i..j (j > i); S is zero on and
   below the diagonal */
void kernel_nussinov(int n, int *seq, int S[n][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)S + ((n <= 1 ? 0 : n - 1) + 1) * (long)sizeof(*S) <= (const char *)seq || (const char *)seq + ((n <= 2 ? 0 : n - 1) + 1) * (long)sizeof(*seq) <= (const char *)S)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_nussinov(n, (void *)S, (void *)seq);
} else {
  for (i = n - 2; i >= 0; i--)
    for (j = i + 1; j < n; j++) {
      /* leave i or j unpaired */
      S[i][j] = S[i][j - 1] > S[i + 1][j] ? S[i][j - 1] : S[i + 1][j];
      /* pair i with j (needs at least one base in between) */
      if (j > i + 1) {
        int w = S[i + 1][j - 1] + (seq[i] + seq[j] == 3 ? 1 : 0);
        S[i][j] = S[i][j] > w ? S[i][j] : w;
      }
      /* split into two independent halves */
      for (k = i + 1; k < j; k++)
        S[i][j] = S[i][j] > S[i][k] + S[k + 1][j] ? S[i][j] : S[i][k] + S[k + 1][j];
    }
}
S2S_REGION_END();
}

int main(void)
{
  int *seq = malloc(sizeof(int[N]));
  int (*S)[N] = malloc(sizeof(int[N][N]));
  if (!seq || !S) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_nussinov(N, seq, S);
  kernel_nussinov(N, seq, S);
  print_iarray("S", &S[0][0], (long)N * N);
  free(seq);
  free(S);
  return 0;
}
