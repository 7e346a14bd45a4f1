/* Loops stepping a second index with the iterator: mirrored reads, i < j, a declared pair stepping by 2 while
   the iterator counts down, unsigned indices: each offloaded with j read as its value in i. */
#include <stdio.h>
#define N 1000
double a[N], b[N], c[N], d[2 * N + 8];
unsigned short us[N];
int main(void) {
  int i, j;
  unsigned u, v;
  for (i = 0; i < N; i++) { a[i] = i * 0.5; b[i] = N - i; c[i] = 0; us[i] = (unsigned short)(i * 77); }
  for (i = 0; i < 2 * N + 8; i++) d[i] = i % 13;
#pragma scop
  for (i = 0, j = N - 1; i < N; i++, j--)
    b[i] = a[j] + b[i];
  for (i = 0, j = N - 1; i < j; i++, --j)
    c[i] = a[i] - a[j];
  for (int k = N - 1, m = 3; k >= 0; k--, m += 2)
    c[k] += d[m] * 0.5;
  for (u = 5, v = 2 * N + 7; u < N; u++, v -= 2)
    a[u] = d[v] + us[u];
#pragma endscop
  double s = 0; for (int k = 0; k < N; k++) s += b[k] * (k % 7) + c[k] * (k % 5) + a[k];
  printf("%.6f\n", s);
  return 0;
}
