/* No pragmas (--autodetect): the last value a nest leaves in a scalar (a plain and a conditional
   assignment, loops that run zero times), and iterators read at the top of the loop around the nest,
   before the nest writes them again. */
#include <stdio.h>
double a[100];
static double lastv(int lo, int n) {
  double last = -1.0;
  int i;
  for (i = lo; i < n; i++)
    last = a[i] * 2;
  return last;
}
static double lastc(int n, int m) {
  double last = -7.0, first = 0;
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      if ((i + j) % 3 == 0) last = a[i + j];
  for (i = n - 1; i >= 0; i--)
    first = a[i];
  return last * 1000 + first;
}
int main(void) {
  int i = 0, k, r = 0;
  for (k = 0; k < 100; k++) a[k] = k * 0.25;
  while (r < 4) {
    printf("top i=%d\n", i);
    for (i = 0; i < 10 + r; i++)
      a[i] += 1;
    r++;
  }
  for (r = 0; r < 3; r++) {
    if (r) printf("j was %d\n", k);
    for (k = r; k < 20; k += 3)
      a[k] *= 2;
  }
  printf("%.4f %.4f %.4f\n", lastv(0, 50), lastv(30, 30), lastv(40, 10));
  printf("%.4f %.4f %.4f\n", lastc(10, 10), lastc(0, 5), lastc(4, 0));
  return 0;
}
