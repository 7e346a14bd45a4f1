/* No pragmas (--autodetect): iterators whose final values other code reads: a global iterator read by
   another function, a static iterator returned, an inner iterator whose loop may run zero times (and an
   outer one that may), an iterator read through a pointer, and a nest whose lower bound is the final
   value of the loop before it (each is taken alone: together they are not static control). */
#include <stdio.h>
int i;   /* a global iterator */
double a[100], b[100];
static void show(void) { printf("global i %d\n", i); }
static int calls(int n) {
  static int k;
  for (k = 0; k < n; k++)
    a[k] += k;
  return k;
}
static void tri(int n, int m) {
  int p, q = -5;
  for (p = 0; p < n; p++)
    for (q = p; q < m; q++)
      b[q] += p;
  printf("tri n=%d m=%d p=%d q=%d\n", n, m, p, q);
  q = 77;
  for (p = 0; p < n; p++)
    for (q = 0; q < p; q++)
      b[q] += 1;
  printf("tri2 p=%d q=%d\n", p, q);
}
static void addr(int n) {
  int j, *pj = &j;
  for (j = 0; j < n; j++)
    a[j] = j * 0.5;
  printf("addr %d\n", *pj);
}
static void chain(int n) {
  int x, y;
  for (x = 0; x < n; x++)
    if (x * x > n) break;
  for (x = 0; x < n / 2; x++)
    a[x] = x;
  for (y = x; y < n; y++)
    a[y] = -y;
  printf("chain %d %d %.1f %.1f\n", x, y, a[n / 2], a[n - 1]);
}
int main(void) {
  for (i = 0; i < 50; i++)
    a[i] = i;
  show();
  printf("%d\n", calls(10));
  printf("%d\n", calls(0));
  tri(5, 8); tri(0, 8); tri(9, 4); tri(3, 0);
  addr(13);
  chain(40); chain(7);
  for (i = 0; i < 100; i += 9) printf("%d %.3f %.3f\n", i, a[i], b[i]);
  return 0;
}
