/* Arrays of arrays through typedefs: row_t (a row), mat_t (an array of rows), a pointer to a mat_t used
   as a 3-D array, a parameter spelled `mat_t m` (a pointer to rows), a function-scope static mat_t, and an
   extern cube declared before main and defined at the end of the file; the same function is called with
   two planes of the cube, overlapping and not. */
#include <stdio.h>
#define N 16
#define P 3
typedef double row_t[N];
typedef row_t mat_t[N];
typedef const row_t crow_t;
extern mat_t cube[P];

static void blend(int n, mat_t dst, crow_t *src, double w) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      dst[i][j] = (1 - w) * dst[i][j] + w * src[j][i];
#pragma endscop
}

static void planes(int p, int n, mat_t *c) {
#pragma scop
  for (int k = 1; k < p; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        c[k][i][j] = c[k][i][j] + c[k - 1][j][i] * 0.5;
#pragma endscop
}

static double acc(int reset) {
  static mat_t keep;
  if (reset)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) keep[i][j] = 0;
  blend(N, keep, (crow_t *)cube[1], 0.5);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s = s * 0.99 + keep[i][j];
  return s;
}

int main(void) {
  for (int k = 0; k < P; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) cube[k][i][j] = (k * 5 + i * 3 - j) % 7;
  blend(N, cube[0], (crow_t *)cube[1], 0.25);
  blend(N - 1, cube[1], (crow_t *)cube[1], 0.75);       /* in place: src is dst */
  blend(N / 2, (row_t *)&cube[2][1][0], (crow_t *)cube[2], 0.5);   /* shifted by a row */
  planes(P, N, cube);
  planes(2, N - 3, cube + 1);
  printf("%.12g\n", acc(1));
  printf("%.12g\n", acc(0));
  double s = 0;
  for (int k = 0; k < P; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) s = s * 0.999 + cube[k][i][j];
  printf("%.12g\n", s);
  return 0;
}

mat_t cube[P];
