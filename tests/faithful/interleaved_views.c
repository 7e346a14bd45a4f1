/* Disjoint writes through overlapping views of one array: p[2i] and q[2i] with q = p + 1 (the
   device code copies arrays back whole: one view's copy would overwrite the other's results), a
   global written by name beside a pointer into it, rows of a flat array written by two views, and
   halves of the rows of a 2-D array as two pointers to rows. */
#include <stdio.h>
#define N 300
static double G[2 * N + 4];
static double M[N][N];

static void inter(double *p, double *q, int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    p[2 * i] = i * 1.5;
    q[2 * i] = -i * 0.5;
  }
#pragma endscop
}

static void named(double *q, int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    G[2 * i] = G[2 * i] + i;
    q[2 * i] = q[2 * i] + 100;
  }
#pragma endscop
}

static void rows(double *a, double *b, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j % 2 == 0) a[i * 2 * n + j] = i + j; else b[i * 2 * n + j - 1] = i - j;
#pragma endscop
}

static void halves(double (*a)[N], double (*b)[N], int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n / 2; j++) {
      a[i][j] = a[i][j] + 1;
      b[i][j] = b[i][j] * 2;
    }
#pragma endscop
}

static double sum(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 0.999 + p[i];
  return s;
}

int main(void) {
  for (int i = 0; i < 2 * N + 4; i++) G[i] = i % 5;
  inter(G, G + 1, N);
  printf("a %.10g\n", sum(G, 2 * N + 4));
  named(G + 1, N);
  printf("b %.10g\n", sum(G, 2 * N + 4));
  named(G + 3, N);
  printf("c %.10g\n", sum(G, 2 * N + 4));
  rows(G, G + 1, 17);
  printf("d %.10g\n", sum(G, 2 * N + 4));
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) M[i][j] = (i * j) % 7;
  halves(M, (double (*)[N])&M[0][N / 2], N - 1);
  printf("e %.10g\n", sum(&M[0][0], N * N));
  return 0;
}
