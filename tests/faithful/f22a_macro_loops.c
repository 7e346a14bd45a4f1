/* No pragmas (--autodetect): loops written with macros (`FOR`-like loops, a macro that holds a whole
   nest, one that holds a nest and a printf): the lines of the source are not the nests', so they stay
   as written. */
#include <stdio.h>
#define ZERO(v, n) for (int i_ = 0; i_ < (n); i_++) (v)[i_] = 0
#define INIT(v, n) for (int i_ = 0; i_ < (n); i_++) (v)[i_] = i_; printf("init %d\n", n)
#define LOOP(i, n) for (i = 0; i < (n); i++)
#define TWICE(v, n) LOOP(k, n) (v)[k] *= 2; LOOP(k, n) (v)[k] += 1
double a[40], b[40];
int main(void) {
  int i, j, k;
  INIT(a, 40);
  ZERO(b, 20);
  TWICE(a, 30);
  LOOP(i, 40)
    LOOP(j, 40)
      b[j] += a[i] * 0.01;
  ZERO(a, 10); printf("after zero\n");
  printf("%.4f %.4f %.4f %d\n", a[5], a[25], b[7], k);
  return 0;
}
