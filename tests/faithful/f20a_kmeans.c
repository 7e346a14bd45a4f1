/* k-means as users write it: points in a flat malloc'd double array (p[i*d+k]), centroids in a
   double (*)[D] block, an assignment step (argmin over clusters with ties going to the lowest index,
   squared distances), an update step that sums members per cluster through the label (a scatter),
   and a movement norm computed in the SCoP; the loop over iterations and the convergence test are
   outside.  Sizes come from argc. */
#include <stdio.h>
#include <stdlib.h>
#define D 3
#define KMAX 8

static void assign(int n, int k, const double *restrict p, double (*c)[D], int *restrict lab,
                   double *restrict dist) {
  int best;
  double bd, s, t;
#pragma scop
  for (int i = 0; i < n; i++) {
    best = 0;
    bd = 1e300;
    for (int j = 0; j < k; j++) {
      s = 0.0;
      for (int q = 0; q < D; q++) {
        t = p[i * D + q] - c[j][q];
        s += t * t;
      }
      if (s < bd) {
        bd = s;
        best = j;
      }
    }
    lab[i] = best;
    dist[i] = bd;
  }
#pragma endscop
}

static double update(int n, int k, const double *p, double (*c)[D], const int *lab, double (*acc)[D],
                     int *cnt) {
  double move = 0.0;
#pragma scop
  for (int j = 0; j < k; j++) {
    cnt[j] = 0;
    for (int q = 0; q < D; q++)
      acc[j][q] = 0.0;
  }
  for (int i = 0; i < n; i++) {
    cnt[lab[i]] += 1;
    for (int q = 0; q < D; q++)
      acc[lab[i]][q] += p[i * D + q];
  }
#pragma endscop
#pragma scop
  for (int j = 0; j < k; j++)
    for (int q = 0; q < D; q++) {
      double nv = cnt[j] > 0 ? acc[j][q] / cnt[j] : c[j][q];
      move += (nv - c[j][q]) * (nv - c[j][q]);
      c[j][q] = nv;
    }
#pragma endscop
  return move;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 301;
  int k = argc > 2 ? atoi(argv[2]) : 5;
  double *p = malloc(sizeof(double) * n * D);
  double (*c)[D] = malloc(sizeof(double[KMAX][D]));
  double (*acc)[D] = malloc(sizeof(double[KMAX][D]));
  int *lab = malloc(sizeof(int) * n), *cnt = malloc(sizeof(int) * KMAX);
  double *dist = malloc(sizeof(double) * n);
  unsigned s = 12345u;
  for (int i = 0; i < n * D; i++) {
    s = s * 1103515245u + 12345u;
    p[i] = (double)((s >> 9) % 64) * 0.25;   /* on a grid: ties happen */
  }
  for (int j = 0; j < k; j++)
    for (int q = 0; q < D; q++)
      c[j][q] = p[(j * 7) * D + q];
  c[k - 1][0] = c[0][0]; c[k - 1][1] = c[0][1]; c[k - 1][2] = c[0][2];   /* a duplicate centroid */
  int it;
  double mv = 0.0;
  for (it = 0; it < 50; it++) {
    assign(n, k, p, c, lab, dist);
    mv = update(n, k, p, c, lab, acc, cnt);
    if (mv < 1e-12)
      break;
  }
  double inertia = 0.0;
  long lsum = 0;
  for (int i = 0; i < n; i++) { inertia += dist[i]; lsum += (long)lab[i] * (i % 13 + 1); }
  printf("iterations %d move %.10g inertia %.10g labels %ld\n", it, mv, inertia, lsum);
  for (int j = 0; j < k; j++)
    printf("c%d %d %.10g %.10g %.10g\n", j, cnt[j], c[j][0], c[j][1], c[j][2]);
  free(p); free(c); free(acc); free(lab); free(cnt); free(dist);
  return 0;
}
