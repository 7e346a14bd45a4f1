/* Paired loops nested in paired loops (a 2-D flip and a band walk), and a paired loop whose body
   declares a name its second index's initial value reads (the front end renames it: rewritten). */
#include <stdio.h>
#define N 120
double A[N][N], B[N][N], w[N];
int main(void) {
  int i, j, p, q;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = ((i * 13 + j * 7) % 19) * 0.25;
  int n = N;
#pragma scop
  for (i = 0, p = N - 1; i < N; i++, p--)
    for (j = 0, q = N - 1; j < N; j++, q--)
      B[i][j] = A[p][q] + 0.5 * A[i][q];
  for (i = 1, p = n - 2; i < n - 1; i++, p--) {
    int n = 3;
    w[i] = A[i][p] * n;
  }
#pragma endscop
  double s = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j += 3)
      s += B[i][j] * (j % 5) + w[i];
  printf("%.6f\n", s);
  return 0;
}
