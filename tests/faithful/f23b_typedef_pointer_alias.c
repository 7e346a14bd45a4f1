/* Pointers whose pointer-ness hides in a typedef: `dptr p = G + 1` (typedef double *dptr), a
   parameter of a typedef'd row type (`row a`, adjusted to a pointer) passed rows of the same matrix,
   and a `const cptr` view; every one overlaps what the SCoP writes in some call. */
#include <stdio.h>
#define N 96
#define M 12

typedef double *dptr;
typedef double row[M];
typedef const double *cptr;

double G[N + 2], R[N][M];

static void shift(int n) {
  dptr p = G + 1;
#pragma scop
  for (int i = 0; i < n; i++)
    p[i] = G[i] + 1;
#pragma endscop
}

static void rows(int n, row *a, row *b, cptr c) {
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = b[i - 1][j] * 0.5 + c[j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 2; i++)
    G[i] = i % 5;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      R[i][j] = (i + j) % 4;
  shift(N);
  rows(N, R, R, R[3]);
  rows(N / 2, R + 1, R, &R[0][0]);
  rows(N / 3, R, R + 40, G);
  double s = 0;
  for (int i = 0; i < N + 2; i++)
    s += G[i] * (i % 9 + 1);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += R[i][j] * ((i * j) % 7) * 0.01;
  printf("%.12g %g\n", s, G[N]);
  return 0;
}
