/* Iterators declared outside a SCoP whose final values are read after it, past blocks that declare the
   same name again and assign that other object (`{ int i; i = 3; ... }`, `{ long j; for (j = 0; ...) }`,
   an enumeration constant, a typedef): the liveness scan took the inner assignment for one of the outer
   iterator, found it dead and the translation left it unassigned (0 instead of n). A break out of the
   loop around the SCoP inside such a block still reaches the read after the loop. */
#include <stdio.h>
#define N 100
static double A[N], B[N][N];

static int inner_block(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    A[i] = A[i] * 2 + 1;
#pragma endscop
  {
    int i;
    i = 3;
    B[0][0] = i + A[i];
  }
  return i;
}

static int inner_for(int n, int m) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      B[i][j] = B[i][j] + i - j;
#pragma endscop
  if (n > 2) {
    long j;
    for (j = 0; j < 3; j++)
      A[j] = A[j] + j;
  } else {
    enum { i = 7 };
    int j = 0;
    j = 4;
    A[1] = j + i;
  }
  return i * 1000 + j;
}

static int typedef_block(int n) {
  int k;
#pragma scop
  for (k = 1; k < n; k++)
    A[k] = A[k] * 0.5 + k;
#pragma endscop
  {
    typedef double k;
    k x = 2.5;
    A[0] = x;
  }
  k = k + 1;
  return k;
}

static int break_in_shadow(int n) {
  int i = -1;
  for (int r = 0; r < 4; r++) {
#pragma scop
    for (i = 0; i < n - r; i++)
      A[i] = A[i] + r;
#pragma endscop
    {
      int i;
      i = r;
      if (r == 2)
        break;
      A[1] = i;
    }
    i = 0;
  }
  return i;
}

int main(void) {
  for (int k = 0; k < N; k++) { A[k] = k % 10; for (int l = 0; l < N; l++) B[k][l] = (k + l) % 7; }
  printf("%d\n", inner_block(N));
  printf("%d %g\n", inner_block(37), B[0][0]);
  printf("%d\n", inner_for(N, N - 10));
  printf("%d\n", inner_for(2, 5));
  printf("%d\n", typedef_block(N));
  printf("%d\n", break_in_shadow(N));
  double s = 0;
  for (int k = 0; k < N; k++) { s = s * 0.99 + A[k]; for (int l = 0; l < N; l++) s += B[k][l] * 1e-3; }
  printf("%.10g\n", s);
  return 0;
}
