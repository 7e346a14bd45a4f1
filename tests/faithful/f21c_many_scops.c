/* A long file of small numerical routines, each with its own SCoP, as a vector and matrix toolkit is
   written: 24 SCoPs across eight functions (axpy, scale, dot, norms, gemv both ways, rank-1 update,
   2-D copies and transposes, prefix-free smoothing passes, a Jacobi sweep, clamping, integer counts)
   and main calling them in sequence with sizes that are parameters of each function. Printed: the
   checksums after each phase. */
#include <stdio.h>

#define N 96
#define R 24
#define C 20

static double va[N], vb[N], vc[N], vd[N];
static float fa[N], fb[N];
static int ia[N], ib[N];
static double Ma[R][C], Mb[C][R], Mc[R][C], gx[C], gy[R];

static void vec_ops(int n, double alpha, double beta) {
#pragma scop
  for (int i = 0; i < n; i++)
    vc[i] = alpha * va[i] + vb[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    vd[i] = beta * vc[i] - va[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    vb[i] = vb[i] * alpha;
#pragma endscop
}

static double dots(int n, double *out2) {
  double d = 0.0, e = 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    d += va[i] * vb[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    e += vc[i] * vc[i];
#pragma endscop
  *out2 = e;
  return d;
}

static void norms(int n, double *n1, double *ninf, float *fsum) {
  double s = 0.0, m = 0.0;
  float f = 0.0f;
#pragma scop
  for (int i = 0; i < n; i++)
    s += vd[i] < 0 ? -vd[i] : vd[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    m = (vd[i] > m) ? vd[i] : m;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    f += fa[i] * fb[i];
#pragma endscop
  *n1 = s; *ninf = m; *fsum = f;
}

static void gemv_both(int r, int c) {
#pragma scop
  for (int i = 0; i < r; i++) {
    gy[i] = 0.0;
    for (int j = 0; j < c; j++)
      gy[i] += Ma[i][j] * gx[j];
  }
#pragma endscop
#pragma scop
  for (int j = 0; j < c; j++) {
    gx[j] = 0.5 * gx[j];
    for (int i = 0; i < r; i++)
      gx[j] += Ma[i][j] * gy[i] * 0.001;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      Ma[i][j] += 0.01 * gy[i] * gx[j];
#pragma endscop
}

static void copies(int r, int c) {
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      Mb[j][i] = Ma[i][j];
#pragma endscop
#pragma scop
  for (int j = 0; j < c; j++)
    for (int i = 0; i < r; i++)
      Mc[i][j] = Mb[j][i] - Ma[r - 1 - i][j];
#pragma endscop
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 1; j < c; j++)
      Mc[i][j] = Mc[i][j] + Mc[i][j - 1] * 0.5;
#pragma endscop
#pragma scop
  for (int i = 1; i < r; i++)
    for (int j = 0; j < c; j++)
      Mc[i][j] = Mc[i][j] - Mc[i - 1][j] * 0.25;
#pragma endscop
}

static void smooth(int n, int passes) {
  for (int p = 0; p < passes; p++) {
#pragma scop
    for (int i = 1; i < n - 1; i++)
      vc[i] = (va[i - 1] + 2.0 * va[i] + va[i + 1]) * 0.25;
#pragma endscop
#pragma scop
    for (int i = 1; i < n - 1; i++)
      va[i] = vc[i];
#pragma endscop
  }
#pragma scop
  for (int i = 1; i < n; i++)
    vd[i] = vd[i - 1] * 0.5 + va[i];
#pragma endscop
}

static void clampers(int n, double lo, double hi) {
#pragma scop
  for (int i = 0; i < n; i++)
    va[i] = va[i] < lo ? lo : va[i] > hi ? hi : va[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    fa[i] = (float)(va[i] * 0.5) + fb[i];
#pragma endscop
}

static long counts(int n) {
  long pos = 0;
  int mx = -1000;
#pragma scop
  for (int i = 0; i < n; i++)
    ia[i] = (int)(va[i] * 8.0) + ib[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    pos += ia[i] > 0;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    mx = ia[i] > mx ? ia[i] : mx;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    ib[i] = ia[i] % 5 + (ia[i] & 3);
#pragma endscop
  return pos * 1000 + mx;
}

static double msum(int r, int c) {
  double s = 0.0;
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      s += (Ma[i][j] + 2.0 * Mc[i][j]) * (1 + (i + j) % 3);
  return s;
}

static double vsum(void) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += (va[i] + 2 * vb[i] + 3 * vc[i] + 5 * vd[i] + 7 * fa[i]) * (1 + i % 4) + ia[i] + ib[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    va[i] = (double)((i * 13) % 17) * 0.25 - 2.0;
    vb[i] = (double)((i * 5) % 7) - 3.0;
    fa[i] = (float)(i % 9) * 0.5f;
    fb[i] = 1.0f - (float)(i % 4) * 0.25f;
    ib[i] = i % 6 - 2;
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      Ma[i][j] = (double)((i * 3 + j * 7) % 10) * 0.1;
  for (int j = 0; j < C; j++)
    gx[j] = 1.0 + j * 0.125;
  double e2, n1, ninf;
  float fs;
  vec_ops(N, 1.5, -0.5);
  double d = dots(N, &e2);
  norms(N, &n1, &ninf, &fs);
  printf("phase1 %.17g %.17g %.17g %.17g %.9g %.17g\n", d, e2, n1, ninf, fs, vsum());
  gemv_both(R, C);
  copies(R, C);
  printf("phase2 %.17g\n", msum(R, C));
  smooth(N, 3);
  clampers(N, -1.0, 1.5);
  long cnt = counts(N);
  vec_ops(N / 2, -0.25, 2.0);
  d = dots(N - 1, &e2);
  printf("phase3 %ld %.17g %.17g %.17g\n", cnt, d, e2, vsum());
  return 0;
}
