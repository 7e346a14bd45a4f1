/* Accumulators that are struct members and elements of arrays of structs: stats.sum += x, stats.max as a
   ternary, per-bin structs (bins[k].count, bins[k].total) updated per row, and a struct passed by
   pointer whose members accumulate. */
#include <stdio.h>

#define N 2000
#define K 16
#define C 125

struct stats { double sum; double max; int count; unsigned bits; };
struct bin { long count; double total; };

static double x[N];
static struct bin bins[K];

static void accumulate(struct stats *st, int n, const double *v)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    st->sum += v[i];
    st->count += v[i] > 0.5;
  }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++)
    x[i] = (double)((i * 7919) % 1000) / 999.0;
  struct stats s = {0.0, -1.0, 0, 0u};
  struct stats t = {1.0, 0.0, 0, 0u};
#pragma scop
  for (int i = 0; i < N; i++) {
    s.sum += x[i];
    s.max = x[i] > s.max ? x[i] : s.max;
  }
  for (int i = 0; i < N; i++)
    s.bits |= (unsigned)(x[i] * 1000.0) & 0x3f0u;
  for (int k = 0; k < K; k++) {
    bins[k].count = 0;
    bins[k].total = 0.0;
    for (int j = 0; j < C; j++) {
      bins[k].count += x[k * C + j] > 0.25;
      bins[k].total += x[k * C + j];
    }
  }
#pragma endscop
  accumulate(&t, N, x);
  printf("%.9e %g %d %08x\n", s.sum, s.max, s.count, s.bits);
  printf("%.9e %d\n", t.sum, t.count);
  for (int k = 0; k < K; k++)
    printf("%ld %.9e\n", bins[k].count, bins[k].total);
  return 0;
}
