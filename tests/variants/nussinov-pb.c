/* nussinov-pb: Nussinov in the benchmark-suite shape: a char sequence, the pairing and the maximum as macros,
   guards j - 1 >= 0 and i + 1 < n inside the loops, an if/else on i < j - 1
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 16
#else
#  define N 2500
#endif

#ifndef DATA_TYPE
#define DATA_TYPE int
#endif

#define B_NI ni
#define B_NJ nj
#define B_NK nk
#define B_NL nl
#define B_NM nm
#define B_N n
#define B_M m
#define CST(x) x

static void fill(DATA_TYPE *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (DATA_TYPE)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const DATA_TYPE *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += (double)v[p];
  printf("sum %s %.10e\n", name, s);
}

typedef char base_t;
#define PAIRS(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define MAXV(s1, s2) ((s1 >= s2) ? s1 : s2)
void kernel_nussinov(int n, base_t seq[N], DATA_TYPE table[N][N])
{
  int i, j, k;
#pragma scop
  for (i = B_N - 1; i >= 0; i--) {
    for (j = i + 1; j < B_N; j++) {
      if (j - 1 >= 0)
        table[i][j] = MAXV(table[i][j], table[i][j - 1]);
      if (i + 1 < B_N)
        table[i][j] = MAXV(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < B_N) {
        if (i < j - 1)
          table[i][j] = MAXV(table[i][j], table[i + 1][j - 1] + PAIRS(seq[i], seq[j]));
        else
          table[i][j] = MAXV(table[i][j], table[i + 1][j - 1]);
      }
      for (k = i + 1; k < j; k++)
        table[i][j] = MAXV(table[i][j], table[i][k] + table[k + 1][j]);
    }
  }
#pragma endscop
}

int main(void)
{
  static char seq[N];
  DATA_TYPE (*table)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)table, (long)(N) * (long)(N), 3);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) (*table)[i][j] = 0;
  for (int i = 0; i < N; i++) seq[i] = (base_t)((i + 1) % 4);
  kernel_nussinov(N, seq, *table);
  dump("table", (DATA_TYPE *)table, (long)N * N);
  free(table);
  return 0;
}
