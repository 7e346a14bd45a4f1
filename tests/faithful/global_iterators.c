/* Loop iterators that are not locals of the SCoP's function: a file-scope int (read after the SCoP by
   another function), a static local, and a file-scope static long, each left at C's final value. */
#include <stdio.h>
#define N 30
int i;
static long jj;
static double A[N][N], B[N];

static void show(void) { printf("i=%d jj=%ld\n", i, jj); }

static void f(int n) {
  static int k;
#pragma scop
  for (i = 0; i < n; i++)
    for (jj = 0; jj < i; jj++)
      A[i][jj] = i * 10 + jj;
  for (k = n - 1; k >= 2; k--)
    B[k] = A[k][k - 1] + k;
#pragma endscop
  show();
  printf("k=%d\n", k);
}

int main(void) {
  f(N);
  f(5);
  f(0);
  for (int a = 0; a < N; a++) {
    double s = 0;
    for (int b = 0; b < N; b++) s += A[a][b] * (b + 1);
    printf("%d %.17g %.17g\n", a, s, B[a]);
  }
  return 0;
}
