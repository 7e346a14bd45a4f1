/* Iterators declared outside the SCoP keep the values C leaves in them (one step past the last
   iteration of the last loop that ran, or the start value), for every kind of loop; the values are printed
   after the SCoP. Only iterators read later get a final assignment (s2s/frontend/liveness.py). */
#include <stdio.h>
#define N 40
double A[N][N], B[N];

static void kernel(int n, int m, long k, unsigned u) {
  int i, j, t = -7, q = 99, r = 5;
  unsigned w;
  long z = 3;
  short s;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = i; j < m; j += 3)
      A[i][j] = i + j;
  for (t = n - 1; t >= 2; t -= 2)
    B[t] = t;
  if (n > 5)
    for (q = 1; q <= k; q++)
      B[q] += 1;
  for (w = 0; w < u; w++)
    ;
  for (z = k; z > n; z--)
    B[0] += z;
  for (s = 0; s < m - n; s++)
    B[1] += s;
  for (r = 0; r < 4; r++)
    for (j = 0; j < r; j++)
      A[r][j] += 1;
#pragma endscop
  printf("%d %d %d %d %d %u %ld %d\n", n, i, j, t, q, w, z, s);
  r = r * 2;
  printf("%d\n", r);
}

int main(void) {
  int cases[][4] = {{10, 20, 12, 3}, {0, 5, 0, 0}, {-3, -2, -5, 1}, {7, 7, 30, 9}, {6, 30, 1, 2}, {35, 38, 39, 17}};
  for (int c = 0; c < 6; c++) kernel(cases[c][0], cases[c][1], cases[c][2], (unsigned)cases[c][3]);
  for (int i = 0; i < N; i++) printf("%g %g\n", B[i], A[i][i / 2]);
  return 0;
}
