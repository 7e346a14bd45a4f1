/* State that outlives the call: a static local array and a static local scalar accumulated by the SCoP
   over calls, a file-scope scalar the SCoP reduces into while the host resets it between calls, a size
   kept in a structure member that the host changes between calls, and a static local used as the bound
   (it grows each call). */
#include <stdio.h>
#define N 128

struct cfg { int n; double alpha; };
static struct cfg K = { 16, 0.5 };
double gsum;
static double X[N];

static double accumulate(int n) {
  static double hist[N];
  static double acc = 0.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    hist[i] = hist[i] + X[i];
    acc += X[i] * 0.5;
  }
#pragma endscop
  return acc + hist[0] + hist[n > 0 ? n - 1 : 0];
}

static void reduce_global(const struct cfg *c) {
#pragma scop
  for (int i = 0; i < c->n; i++)
    gsum += X[i] * c->alpha;
#pragma endscop
}

static double growing(void) {
  static int len = 4;
  double s = 0.0;
#pragma scop
  for (int i = 0; i < len; i++)
    s += X[i] * (i + 1);
#pragma endscop
  len = len * 2 < N ? len * 2 : N;
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) X[i] = ((i * 13) % 29) * 0.125 - 1.0;
  for (int t = 0; t < 6; t++) {
    double r = accumulate(t * 20);
    X[t * 3] += 1.0;
    printf("acc %d %.17g\n", t, r);
  }
  gsum = 1.0;
  reduce_global(&K);
  printf("g %.17g\n", gsum);
  K.n = 100; K.alpha = -0.25;
  reduce_global(&K);
  printf("g %.17g\n", gsum);
  gsum = 0.0; K.n = 0;
  reduce_global(&K);
  printf("g %.17g\n", gsum);
  for (int t = 0; t < 7; t++)
    printf("grow %d %.17g\n", t, growing());
  return 0;
}
