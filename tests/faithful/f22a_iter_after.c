/* No pragmas (--autodetect): iterators read after their nests (the final value of an outer and an inner
   iterator, of a loop with a step, of a loop that runs zero times, a downward loop), and an iterator
   declared in the for reused by name afterwards. */
#include <stdio.h>

int a[100][50];
double w[100];

int main(void) {
  int i, j, n = 77, m = 33, lo = 10;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i][j] = i * 3 - j;
  printf("after i=%d j=%d\n", i, j);
  for (i = lo; i < n; i += 4)
    w[i] = a[i][i % m] * 0.5;
  printf("step i=%d\n", i);
  for (j = 5; j < 3; j++)
    w[j] = -1;
  printf("none j=%d\n", j);
  for (i = n - 1; i >= 0; i--)
    w[i] = w[i] + i;
  printf("down i=%d\n", i);
  for (i = 0; i < n; i++) {
    for (j = 0; j < i % 7; j++)
      a[i][j] += j;
  }
  printf("tri i=%d j=%d\n", i, j);
  for (int k = 0; k < m; k++)
    w[k] *= 2;
  int k = 4;
  for (i = 0; i < n; i += 11)
    printf("%d %d %.3f %d\n", i, a[i][k], w[i], a[i][i % 7]);
  return 0;
}
