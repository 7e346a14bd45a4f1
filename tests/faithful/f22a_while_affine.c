/* No pragmas (--autodetect): `while` loops with affine counters (an up-counter, a down-counter, one
   stepping by 3, one nested in a for) beside for nests; they are not taken, the for nests are. */
#include <stdio.h>

#define N 90
long acc[N];
double h[N][N];

int main(void) {
  int i = 0, j;
  while (i < N) {
    acc[i] = (long)i * i - 40 * i;
    i++;
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      h[i][j] = (double)(acc[i] - acc[j]) / (1 + i + j);
  i = N - 1;
  while (i >= 0) {
    acc[i] += acc[N - 1 - i] / 2;
    i--;
  }
  int k = 0;
  while (k < N) {
    h[k][k] = 1.0;
    k += 3;
  }
  for (i = 0; i < N; i++) {
    j = 0;
    while (j < N / 2) {
      h[i][j] = h[i][j] * 0.5 + h[i][N - 1 - j];
      j++;
    }
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      h[i][j] -= acc[(i + j) % N] * 1e-3;
  printf("k %d i %d j %d\n", k, i, j);
  for (i = 0; i < N; i += 7)
    printf("%d %ld %.10g %.10g\n", i, acc[i], h[i][i], h[i][N - 2]);
  return 0;
}
