/* Scalars passed by pointer and written with `*`: a scale factor `*s` read in the loop (s = &x[3], which
   the loop overwrites at i = 3, and a separate scalar), a sum into `*out` (out inside the summed vector,
   then outside); a file-scope pointer equal to the parameter the SCoP writes (gp = x: x[i] from gp[i + 1],
   C's order reads the old values; then gp another array); memmove and memcpy between the calls shift the
   data the next call reads through overlapping pointers. */
#include <stdio.h>
#include <string.h>
#define N 80
double X[2 * N + 4], Z[N + 4];
double *gp;

static void scale(int n, double *x, const double *s) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = x[i] * *s + (i % 3);
#pragma endscop
}

static void total(int n, const double *x, double *out) {
#pragma scop
  for (int i = 0; i < n; i++)
    *out += x[i] * 0.5;
#pragma endscop
}

static void from_global(int n, double *x) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = gp[i + 1] * 0.75 - (i % 4);
#pragma endscop
}

static void reset(void) {
  for (int i = 0; i < 2 * N + 4; i++) X[i] = (i % 11) * 0.5 - 2.0;
  for (int i = 0; i < N + 4; i++) Z[i] = (i % 3) + 1.0;
}
static void show(const char *what) {
  double s = 0;
  for (int i = 0; i < 2 * N + 4; i++) s += X[i] * ((i % 7) + 1);
  for (int i = 0; i < N + 4; i++) s += Z[i] * (i % 5);
  printf("%s %.17g %g %g\n", what, s, X[3], X[N - 1]);
}
int main(void) {
  double k = 1.5, acc = 0.0;
  reset(); scale(N, X, &X[3]); show("scale by own element");
  reset(); scale(N, X, &k); show("scale by scalar");
  reset(); total(N, X, &X[N - 1]); show("sum into own element");
  reset(); total(N, X, &acc); show("sum into scalar"); printf("%.17g\n", acc);
  reset(); gp = X; from_global(N, X); show("global is param");
  reset(); gp = Z; from_global(N, X); show("global elsewhere");
  reset();
  memmove(X + 1, X, sizeof(double) * N);
  gp = X + 1; from_global(N, X + 2); show("after memmove");
  memcpy(Z, X + N, sizeof(double) * (N + 4));
  gp = Z; from_global(N, X); show("after memcpy");
  return 0;
}
