/* Argmin and argmax written without if: the running minimum and its index as two conditional
   expressions per iteration (the index updated from the old minimum first, then the minimum), with
   ties kept at the first index (strict <) in one nest and at the last (<=) in another; a nearest-
   centroid search per point with the inner argmin in the same style (the outer loop parallel); the
   position of the largest |x| over a matrix row by row into an int array; counts of ties. Values on a
   coarse grid so that ties happen. */
#include <math.h>
#include <stdio.h>
#define N 200
#define K 7

static double v[N], c[K], pts[N];
static int lab[N], rowarg[20];
static double rows[20][N / 10];

int main(void) {
  for (int i = 0; i < N; i++) {
    v[i] = (double)((i * 37) % 23) - 11.0;
    pts[i] = ((i * 13) % 29) * 0.5;
  }
  for (int j = 0; j < K; j++)
    c[j] = (j * 5 % 7) * 2.0 + (j == 3 ? 1.0 : 0.0);
  c[6] = c[2];
  for (int r = 0; r < 20; r++)
    for (int j = 0; j < N / 10; j++)
      rows[r][j] = ((r * 7 + j * 3) % 11) - 5.0;
  double mn = 1e30, mx = -1e30;
  int imn = -1, imx = -1, ties = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    imn = v[i] < mn ? i : imn;
    mn = v[i] < mn ? v[i] : mn;
  }
  for (int i = 0; i < N; i++) {
    imx = v[i] >= mx ? i : imx;
    mx = v[i] >= mx ? v[i] : mx;
  }
  for (int i = 0; i < N; i++)
    ties += v[i] == mn;
#pragma endscop
  printf("min %g at %d max %g at %d ties %d\n", mn, imn, mx, imx, ties);
  double bd;
  int best;
#pragma scop
  for (int i = 0; i < N; i++) {
    best = 0;
    bd = fabs(pts[i] - c[0]);
    for (int j = 1; j < K; j++) {
      best = fabs(pts[i] - c[j]) < bd ? j : best;
      bd = fmin(bd, fabs(pts[i] - c[j]));
    }
    lab[i] = best;
  }
  for (int r = 0; r < 20; r++) {
    double m = -1.0;
    int a = -1;
    for (int j = 0; j < N / 10; j++) {
      a = fabs(rows[r][j]) > m ? j : a;
      m = fabs(rows[r][j]) > m ? fabs(rows[r][j]) : m;
    }
    rowarg[r] = a;
  }
#pragma endscop
  long s = 0;
  for (int i = 0; i < N; i++)
    s += (long)lab[i] * (i + 1);
  for (int r = 0; r < 20; r++)
    s += (long)rowarg[r] * (r + 1000);
  printf("labels %ld best %d bd %g\n", s, best, bd);
  return 0;
}
