/* A pointer to a row of a 2-D array used as a 1-D array next to the 2-D array itself: r = A[k] is the
   pivot row of an elimination step that updates A's rows below k (r is read while other rows change),
   and a second call passes the row that is itself updated (r = A[k + 1]). */
#include <stdio.h>
#define N 60

double A[N][N];

static void eliminate(int n, int k, double *r) {
#pragma scop
  for (int i = k + 1; i < n; i++)
    for (int j = k; j < n; j++)
      A[i][j] = A[i][j] - A[i][k] * 0.01 * r[j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = ((i * 3 + j * 7) % 19) * 0.5 - 4 + (i == j) * 10;
  eliminate(N, 0, A[0]);
  eliminate(N, 3, A[3]);
  eliminate(N, 5, A[6]);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += A[i][j] * ((i + j) % 5 + 1);
  printf("%.12g %.12g\n", s, A[N - 1][N - 1]);
  return 0;
}
