/* The element count written `sizeof a / sizeof *a` (and `sizeof **m`, `sizeof *m` for a row) in bounds
   and statements: a local float table, a global 2-D array, a pointer parameter (sizeof *p is its
   element), an array parameter `double q[][C]` (sizeof *q is a row of C), and a local that hides a
   global of another length and element type. */
#include <stdio.h>
#define R 30
#define C 12

double M2[R][C];
int H[50];
long acc[R];

static void f(int n, float *p, double q[][C]) {
  float tab[7] = {1, 2, 3, 4, 5, 6, 7};
  short H[9] = {3, 1, 4, 1, 5, 9, 2, 6, 5};
#pragma scop
  for (int i = 0; i < (int)(sizeof tab / sizeof *tab); i++)
    p[i] = tab[i] * (float)sizeof *p;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (int)(sizeof *M2 / sizeof **M2); j++)
      M2[i][j] = q[i][j] + (double)sizeof *q + (double)sizeof **q;
  for (int i = 0; i < n; i++) {
    acc[i] = 0;
    for (int k = 0; k < (int)(sizeof H / sizeof *H); k++)
      acc[i] += H[k] * (i + k) + (long)sizeof *H;
  }
#pragma endscop
}

int main(void) {
  static double Q[R][C];
  float P[10] = {0};
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      Q[i][j] = (i * j) % 7;
  for (int i = 0; i < 50; i++)
    H[i] = i;
  f(R, P, Q);
  double s = 0;
  for (int i = 0; i < R; i++) {
    s += acc[i];
    for (int j = 0; j < C; j++)
      s += M2[i][j] * 0.5;
  }
  for (int i = 0; i < 10; i++)
    s += P[i];
  printf("%.12g\n", s);
  return 0;
}
