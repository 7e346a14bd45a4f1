/* Histogram-like reductions without indirection: counts per fixed range with an if/else-if chain
   into three scalars (a SCoP of its own: sequential), a bin-by-bin count written as a loop over bins with a comparison (bins outer,
   data inner: the bin loop parallel), a coarse-grid deposit through an affine division (rho[p / 4]:
   four particles per cell, collisions between iterations of p) and a modulo (hist[(3 * p) % 16]),
   a sum of weights per bin with a condition on the bin bounds, an int mean computed in the SCoP
   with integer division and used by a later loop to count points above it. */
#include <stdio.h>
#define NP 256
#define NB 12

static int data[NP], hist[16], cnt[NB], above;
static double w[NP], rho[NP / 4], wsum[NB], edges[NB + 1];

int main(void) {
  for (int p = 0; p < NP; p++) {
    data[p] = (p * 73 + (p / 5) * 11) % 100;
    w[p] = 0.5 + (p % 9) * 0.125;
  }
  for (int b = 0; b <= NB; b++)
    edges[b] = b * (100.0 / NB);
  int lo = 0, mid = 0, hi = 0, total = 0, mean = 0;
  int np = NP, nb = NB;
#pragma scop
  for (int p = 0; p < np; p++) {
    if (data[p] < 25)
      lo++;
    else if (data[p] < 75)
      mid += 1;
    else
      hi = hi + 1;
  }
#pragma endscop
#pragma scop
  for (int b = 0; b < nb; b++) {
    cnt[b] = 0;
    wsum[b] = 0.0;
    for (int p = 0; p < np; p++) {
      cnt[b] += data[p] >= edges[b] && data[p] < edges[b + 1];
      wsum[b] += data[p] >= edges[b] && data[p] < edges[b + 1] ? w[p] : 0.0;
    }
  }
  for (int c = 0; c < np / 4; c++)
    rho[c] = 0.0;
  for (int p = 0; p < np; p++)
    rho[p / 4] += w[p] * (data[p] % 3);
  for (int k = 0; k < 16; k++)
    hist[k] = 0;
  for (int p = 0; p < np; p++)
    hist[(3 * p) % 16] += data[p];
  for (int p = 0; p < np; p++)
    total += data[p];
  mean = total / np;
  above = 0;
  for (int p = 0; p < np; p++)
    above += data[p] > mean;
#pragma endscop
  long s = 0;
  double sw = 0, sr = 0;
  for (int b = 0; b < NB; b++) { s += (long)cnt[b] * (b + 1); sw += wsum[b] * (b + 1); }
  for (int k = 0; k < 16; k++) s += (long)hist[k] * (k + 7);
  for (int c = 0; c < NP / 4; c++) sr += rho[c] * (c % 5 + 1);
  printf("%d %d %d mean %d above %d s %ld sw %.12g sr %.12g\n", lo, mid, hi, mean, above, s, sw, sr);
  return 0;
}
