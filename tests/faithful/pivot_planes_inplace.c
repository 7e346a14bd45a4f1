/* In-place eliminations whose pivot row and column change during the pivot's own step, as written by
   users who forget to save the pivot: the row is divided by A[k][k] in increasing j, so the columns after
   k see 1.0; every other row subtracts A[i][k] * A[k][j] in increasing j, so the columns after k see
   A[i][k] == 0 and keep their values.  Also a transitive closure with || and && on ints, and a
   min-plus update on longs where the pivot row's own entries change when D[k][k] < 0. */
#include <stdio.h>
#define N 90
double A[N][N];
int R[N][N];
long D[N][N];

static void kernel(int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    for (int j = 0; j < n; j++)
      A[k][j] = A[k][j] / A[k][k];
    for (int i = 0; i < n; i++)
      if (i != k)
        for (int j = 0; j < n; j++)
          A[i][j] -= A[i][k] * A[k][j];
  }
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        R[i][j] = R[i][j] || (R[i][k] && R[k][j]);
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        D[i][j] = D[i][k] + D[k][j] < D[i][j] ? D[i][k] + D[k][j] : D[i][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = i == j ? N + 1.0 + i % 3 : ((i * 7 + j * 3) % 5) * 0.25;
      R[i][j] = (i * 13 + j * 7) % 29 == 0 || j == i + 1;
      D[i][j] = i == j ? (i % 17 == 5 ? -1 : 0) : (i * 31 + j * 17) % 97 + 3;
    }
  kernel(N);
  kernel(4);
  double s = 0;
  long r = 0, d = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += A[i][j] * ((i + 2 * j) % 7 + 1);
      r += R[i][j] * (i + j);
      d += (D[i][j] % 1000003) * ((i * j) % 5 + 1);
    }
  printf("%.10g %ld %ld\n", s, r, d);
  return 0;
}
