/* No pragmas (for --autodetect): a main in the old style with `int i, j, k;` at the top, nests that are
   static control between loops that are not (a search with break, a while loop over i), iterators read
   after their loops, a scalar accumulated in a nest and printed, an array the host changes between
   nests, and a time loop with host code around its inner nests. */
#include <stdio.h>
#define N 90
double A[N][N], B[N][N], v[N], w[N];

int main(void) {
  int i, j, k, t;
  double s = 0, mx;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 17) / 4.0;
      B[i][j] = 0;
    }
  for (i = 0; i < N; i++) { v[i] = i % 5; w[i] = 0; }
  for (i = 0; i < N; i++)
    if (A[i][0] > 3.5) break;
  printf("first %d\n", i);
  for (t = 0; t < 4; t++) {
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
        B[i][j] = 0.5 * A[i][j] + v[j];
    v[t] = -v[t] + t;
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        A[i][j] = (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]) * 0.25;
    printf("t %d %d %d %.12g\n", t, i, j, A[N / 2][N / 3]);
  }
  for (i = 0; i < N; i++)
    for (k = 0; k < N; k++)
      w[i] += A[i][k] * v[k];
  for (i = 0; i < N; i++)
    s += w[i] * w[i];
  printf("%d %d %.12g\n", i, k, s);
  i = 0;
  while (i < N && w[i] < s / N) i++;
  mx = w[0];
  for (j = 1; j < N; j++)
    if (w[j] > mx) mx = w[j];
  printf("%d %d %.12g\n", i, j, mx);
  return 0;
}
