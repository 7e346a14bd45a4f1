/* Accumulators that are also read in their loop, so not reductions: a running sum stored at every step
   (`s += a[i]; b[i] = s;`), a running sum tested against a threshold into a count, an accumulator reset
   inside the loop every 100 iterations, two accumulators where the second sums the first's running
   values (`s += a[i]; t += s;`), an accumulator read before its update (`b[i] = s; s += a[i];`, an
   exclusive scan), and a product whose running value scales another array. */
#include <stdio.h>

#define N 2000

static double a[N], b[N], c[N], e[N], g[N];
static int k[N], cnt[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 / (1.0 + i % 17) - 0.03;
    k[i] = (i * 37) % 19 - 9;
  }
  double s = 0.0, t = 0.0, u = 0.0, w = 0.0, p = 1.0;
  int r = 0, over = 0, is = 0, it = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    s += a[i];
    b[i] = s;
  }
  for (int i = 0; i < N; i++) {
    r += k[i];
    cnt[i] = r > 20;
  }
  for (int i = 0; i < N; i++) {
    if (i % 100 == 0)
      u = 0.0;
    u += a[i];
    c[i] = u;
  }
  for (int i = 0; i < N; i++) {
    is += k[i];
    it += is;
  }
  for (int i = 0; i < N; i++) {
    e[i] = w;
    w += a[i];
  }
  for (int i = 0; i < N; i++) {
    p *= 1.0 + a[i] * 0.001;
    g[i] = a[i] * p;
  }
  for (int i = 0; i < N; i++) {
    t = t + a[i];
    over += t > 3.0;
  }
#pragma endscop
  printf("%.9e %.9e %.9e %.9e %d %d %d %d\n", s, u, w, p, r, is, it, over);
  for (int i = 0; i < N; i += 97)
    printf("%.9e %d %.9e %.9e %.9e\n", b[i], cnt[i], c[i], e[i], g[i]);
  return 0;
}
