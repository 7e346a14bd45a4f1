/* Conditions inside SCoPs with &&, ||, ! and != on iterators and parameters: a boundary (i == 0 ||
   i == n - 1) with an else, a negated test !(i < j), a conjunction with a parity test, a != that splits a
   domain in two, a parameter flag tested inside and around the loops, and nested if/else chains. */
#include <stdio.h>
#define N 50
static double A[N], B[N], C[N][N];
static int K[N][N];

static void kernel(int n, int flag, int p) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (i == 0 || i == n - 1)
      B[i] = A[i];
    else
      B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (!(i < j))
        C[i][j] = C[i][j] + 1.0;
      else if (j % 2 == 0 && i != p)
        C[i][j] = C[i][j] * 2.0;
      else
        C[i][j] = -C[i][j];
      if (i != j && !(i + j > n) || flag)
        K[i][j] += 1;
    }
  if (flag && n > 3) {
    for (int i = 1; i < n; i++)
      A[i] = A[i] + B[i - 1];
  } else if (!flag) {
    for (int i = 0; i < n - 1; i++)
      A[i] = A[i + 1] - B[i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i * 7) % 11 - 3.5;
    for (int j = 0; j < N; j++) { C[i][j] = (i + 2 * j) % 9 - 4; K[i][j] = i ^ j; }
  }
  kernel(N, 0, 3);
  kernel(N - 7, 1, 10);
  kernel(3, 1, 0);
  kernel(1, 0, -1);
  kernel(0, 1, 2);
  for (int i = 0; i < N; i++) {
    double c = 0; long k = 0;
    for (int j = 0; j < N; j++) { c += C[i][j] * (j + 1); k += K[i][j] * (j + 1); }
    printf("%d %g %g %g %ld\n", i, A[i], B[i], c, k);
  }
  return 0;
}
