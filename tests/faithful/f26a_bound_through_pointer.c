/* A loop bound that is a file-scope variable the SCoP may write through a pointer parameter: counts into
   an array (the bound untouched), into a separate counter, and into the bound itself (`count(&lim, 0)`:
   C re-reads lim at each test, the loop stops halfway); and a bound kept in a structure member beside a
   written array of the member's type (tested at run time, apart here). */
#include <stdio.h>
#define N 100
int lim = N;
int hist[N + 4];
double out[N];
struct cfg { int len; int step; } cf = {N / 2, 2};

static void fill(int *cnt) {
#pragma scop
  for (int i = 0; i < lim; i++) {
    out[i] = out[i] * 0.5 + i;
    cnt[i % 4] = cnt[i % 4] + 1;
  }
#pragma endscop
}

static void count(int *c, int k) {
#pragma scop
  for (int i = 0; i < lim; i++)
    c[k] = c[k] - 1;
#pragma endscop
}

static void upto(struct cfg *p, int *w) {
#pragma scop
  for (int i = 0; i < p->len; i++)
    w[i] = w[i] + 2 * i;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) out[i] = i % 9;
  fill(hist);
  printf("%d %d %d\n", lim, hist[0], hist[3]);
  int c[4] = {0, 0, 0, 0};
  count(c, 1);
  printf("%d %d\n", lim, c[1]);
  count(&lim, 0);
  printf("%d\n", lim);
  lim = 40;
  fill(hist + 1);
  int w[N];
  for (int i = 0; i < N; i++) w[i] = i % 5;
  upto(&cf, w);
  cf.len = N;
  upto(&cf, w);
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)w[i] * (i % 7) + hist[i % (N + 4)];
  double d = 0;
  for (int i = 0; i < N; i++) d += out[i] * (i % 7);
  printf("%d %ld %.17g %d\n", lim, s, d, cf.len);
  return 0;
}
