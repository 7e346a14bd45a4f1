/* nussinov-acc: Nussinov with the cell's best score in a local int, the pairing test inline, no guards
   (j - 1 >= 0 and i + 1 < n hold in the loops' ranges)
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

void kernel_nussinov(int n, const char seq[n], DATA_TYPE table[n][n])
{
#pragma scop
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      DATA_TYPE best = table[i][j];
      best = best >= table[i][j - 1] ? best : table[i][j - 1];
      if (i + 1 < n) {
        best = best >= table[i + 1][j] ? best : table[i + 1][j];
        if (i < j - 1)
          best = best >= table[i + 1][j - 1] + (seq[i] + seq[j] == 3) ? best : table[i + 1][j - 1] + (seq[i] + seq[j] == 3);
        else
          best = best >= table[i + 1][j - 1] ? best : table[i + 1][j - 1];
      }
      for (int k = i + 1; k < j; k++)
        best = best >= table[i][k] + table[k + 1][j] ? best : table[i][k] + table[k + 1][j];
      table[i][j] = best;
    }
#pragma endscop
}

int main(void)
{
  static char seq[N];
  DATA_TYPE (*table)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)table, (long)(N) * (long)(N), 3);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) (*table)[i][j] = 0;
  for (int i = 0; i < N; i++) seq[i] = (char)((i * 7 + 1) % 4);
  kernel_nussinov(N, seq, *table);
  dump("table", (DATA_TYPE *)table, (long)N * N);
  free(table);
  return 0;
}
