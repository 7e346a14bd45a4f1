/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_bicg(int n, int m, void *s2s_h0_s, void *s2s_h2_r, void *s2s_h3_A, void *s2s_h4_p, void *s2s_h5_q);
/* bicg: the two matrix-vector products of a BiCG step done in one sweep,
   s := A^T r and q := A p, for an M x N matrix A.  q uses a local scalar. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 18
#  define N 16
#elif defined(MEDIUM_DATASET)
#  define M 2000
#  define N 1800
#elif defined(LARGE_DATASET)
#  define M 8000
#  define N 7000
#elif defined(EXTRALARGE_DATASET)
#  define M 16000
#  define N 14000
#else /* SMALL, the default */
#  define M 420
#  define N 380
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_bicg(int m, int n, DATA_TYPE A[m][n], DATA_TYPE r[m], DATA_TYPE p[n])
{
  for (int j = 0; j < n; j++)
    p[j] = (DATA_TYPE)((j * 3 + 1) % n) / n;
  for (int i = 0; i < m; i++) {
    r[i] = (DATA_TYPE)((i * 5 + 2) % m) / m;
    for (int j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * (j + 1) + 3) % m) / m;
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

void kernel_bicg(int m, int n, DATA_TYPE A[m][n], DATA_TYPE s[n], DATA_TYPE q[m],
                 DATA_TYPE p[n], DATA_TYPE r[m])
{
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)s + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*s) <= (const char *)r || (const char *)r + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*r) <= (const char *)s) && ((const char *)s + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*s) <= (const char *)A || (const char *)A + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)s) && ((const char *)s + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*s) <= (const char *)p || (const char *)p + ((n >= 1 && m >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*p) <= (const char *)s) && ((const char *)s + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*s) <= (const char *)q || (const char *)q + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*q) <= (const char *)s) && ((const char *)r + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*r) <= (const char *)q || (const char *)q + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*q) <= (const char *)r) && ((const char *)A + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)q || (const char *)q + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*q) <= (const char *)A) && ((const char *)p + ((n >= 1 && m >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*p) <= (const char *)q || (const char *)q + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*q) <= (const char *)p)) {
  /* s2s: SCoP 0 runs on the GPU (2 kernels) */
  s2s_scop0_kernel_bicg(n, m, (void *)s, (void *)r, (void *)A, (void *)p, (void *)q);
} else {
  for (int j = 0; j < n; j++)
    s[j] = 0;
  for (int i = 0; i < m; i++) {
    DATA_TYPE acc = 0;
    for (int j = 0; j < n; j++) {
      s[j] += r[i] * A[i][j];
      acc += A[i][j] * p[j];
    }
    q[i] = acc;
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE *s = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *q = malloc(sizeof(DATA_TYPE[M]));
  DATA_TYPE *p = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *r = malloc(sizeof(DATA_TYPE[M]));
  if (!A || !s || !q || !p || !r) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_bicg(M, N, A, r, p);
  kernel_bicg(M, N, A, s, q, p, r);
  print_array("s", s, N);
  print_array("q", q, M);
  free(A);
  free(s);
  free(q);
  free(p);
  free(r);
  return 0;
}
