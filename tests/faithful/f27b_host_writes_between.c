/* Host code between regions that changes what the next region reads: one element, a row, memset and
   memcpy, a function defined later in the file (called through a prototype), a write through a
   file-scope pointer into the array, and through a `const` parameter's alias; regions that only read
   (their arrays must come back unchanged, the host's writes kept) and regions that write part of an
   array the next one reads whole. */
#include <stdio.h>
#include <string.h>
#define R 24
#define C 30

static double M[R][C], V[C], OUT[R];
static double *gview;          /* points into M between calls */
static void poke(int r);       /* defined after main */

static void rowsums(const double (*A)[C], double *out, int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    out[i] = 0.0;
    for (int j = 0; j < C; j++)
      out[i] += A[i][j] * V[j];
  }
#pragma endscop
}

static double total(const double *x, int n) {
  double s = 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
#pragma endscop
  return s;
}

/* writes only rows lo..hi-1 and the even columns of them */
static void patch(int lo, int hi) {
#pragma scop
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < C; j += 2)
      M[i][j] = M[i][j] * 0.5 + i - j;
#pragma endscop
}

/* reads src through a const pointer while dst, which may be the same storage, is written */
static void copy_scaled(double *dst, const double *src, int n, double f) {
#pragma scop
  for (int i = 0; i < n; i++)
    dst[i] = src[i] * f;
#pragma endscop
}

static void show(const char *what) {
  double s = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) s += M[i][j] * ((i * 7 + j) % 5 + 1);
  for (int i = 0; i < R; i++) s += OUT[i] * (i + 1);
  printf("%s %.17g\n", what, s);
}

int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) M[i][j] = ((i * 11 + j * 3) % 17) * 0.25 - 2.0;
  for (int j = 0; j < C; j++) V[j] = (j % 4) - 1.5;
  rowsums((const double (*)[C])M, OUT, R); show("first");
  M[3][4] = 100.0;                            /* one element */
  rowsums((const double (*)[C])M, OUT, R); show("element");
  memset(M[5], 0, sizeof M[5]);               /* a row */
  memcpy(M[6], M[7], sizeof(double) * C / 2); /* half a row */
  rowsums((const double (*)[C])M, OUT, R); show("memset");
  poke(9);                                    /* a function defined later */
  rowsums((const double (*)[C])M + 2, OUT, R - 2); show("poke");
  gview = &M[10][0];
  for (int j = 0; j < C; j++) gview[j] = -j;  /* through a file-scope pointer */
  double t1 = total(&M[0][0], R * C);
  gview[C + 1] += 0.5;
  double t2 = total(&M[0][0], R * C);
  double t3 = total(gview, C);
  printf("totals %.17g %.17g %.17g\n", t1, t2, t3);
  patch(2, 9); show("patch");
  M[4][1] = -3.0; M[4][2] = -4.0;            /* an odd column the region keeps, an even one it rewrites */
  patch(4, 5); show("patch again");
  patch(7, 7); show("empty patch");
  rowsums((const double (*)[C])M, OUT, R); show("after patches");
  /* const source that is the destination, shifted or not */
  copy_scaled(&M[12][0], &M[12][0], C, 2.0); show("same");
  copy_scaled(&M[12][1], &M[12][0], C, 0.5); show("dst after src");
  copy_scaled(&M[13][0], &M[13][1], C, 0.5); show("dst before src");
  copy_scaled(OUT, &M[20][0], R, -1.0); show("distinct");
  return 0;
}

static void poke(int r) {
  for (int j = 0; j < C; j += 3) M[r][j] = M[r][j] * -2.0 + 1.0;
  OUT[r] = 42.0;
}
