/* Pointer forms s2s does not model, each of which must stay sequential with a warning: a macro that
   names an array plus an offset (`#define NEXT (V + 1)`, NEXT[i] written while V[i] is read), a static
   inline accessor taking the pointer (`at(x, i)`), and pointers swapped inside the SCoP (`tmp = a; a = b;
   b = tmp;`); beside them dereferenced pointer arithmetic (`*(p + i * n + j)`, an in-place transpose-add
   through p == q: modelled as subscripts since round faith26a, the overlap tested at run time) and a
   matrix-vector product whose output aliases its input vector or lies in the matrix (tested at run time:
   the original code runs) or not (the parallel code runs). */
#include <stdio.h>
#define N 40
double V[4 * N];
double M[N * N + 2 * N];
double X[N], Y[N];
#define NEXT (V + 1)

static inline double at(const double *p, int i) { return p[i]; }

static void shift_macro(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    NEXT[i] = V[i] * 0.5 + (i % 3);
#pragma endscop
}

static void deref(int n, double *p, const double *q) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      *(p + i * n + j) = *(q + i * n + j) * 0.5 + *(q + j * n + i);
#pragma endscop
}

static void helper(int n, double *y, const double *x) {
#pragma scop
  for (int i = 1; i < n; i++)
    y[i] = at(x, i - 1) + at(x, i) * 0.25 + (i % 4);
#pragma endscop
}

static void resetv(void) { for (int i = 0; i < 4 * N; i++) V[i] = (i % 9) - 4.0; }
static void resetm(void) { for (int i = 0; i < N * N + 2 * N; i++) M[i] = (i * 7 % 13) * 0.5; }
static void showv(void) {
  double s = 0;
  for (int i = 0; i < 4 * N; i++) s += V[i] * ((i % 13) + 1);
  printf("%.17g %g\n", s, V[N]);
}
static void showm(void) {
  double s = 0;
  for (int i = 0; i < N * N + 2 * N; i++) s += M[i] * ((i % 17) + 1);
  printf("%.17g %g\n", s, M[N + 3]);
}
static void jac(int steps, int n, double *a, double *b) {
  double *tmp;
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0 + (t % 2);
    tmp = a; a = b; b = tmp;
  }
#pragma endscop
}

/* y = A x with row stride lda */
static void gemv(int n, int lda, const double *Am, const double *x, double *y) {
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      y[i] += Am[i * lda + j] * x[j];
  }
#pragma endscop
}

static void resetxy(void) { for (int i = 0; i < N; i++) { X[i] = (i % 5) - 2.0; Y[i] = (i % 3) * 0.5; } }
static void showxy(void) {
  double s = 0;
  for (int i = 0; i < N; i++) s += X[i] * (i + 1) + Y[i] * ((i % 3) + 2);
  printf("%.17g %g\n", s, Y[N / 2]);
}
int main(void) {
  resetv(); shift_macro(N); showv();
  resetm(); deref(N, M, M); showm();
  resetm(); deref(N, M + N, M); showm();
  resetm(); deref(N - 2, M, M + 1); showm();
  resetm(); deref(N / 2, M, M + N * N / 2); showm();
  resetv(); helper(N, V + 1, V); showv();
  resetv(); helper(N, V, V + 1); showv();
  resetv(); helper(N, V, V); showv();
  resetv(); helper(N, V + 2 * N, V); showv();
  resetxy(); jac(5, N, X, Y); showxy();
  resetm(); resetxy(); gemv(N, N, M, X, Y); showxy(); showm();
  resetm(); resetxy(); gemv(N, N, M, X, X); showxy();                  /* y is x */
  resetm(); resetxy(); gemv(N - 1, N, M, X, M + N - 1); showm();       /* y in the matrix's first rows */
  resetm(); resetxy(); gemv(N, N + 1, M, M + N * N, M + N * N); showm(); /* x and y: the tail of M */
  return 0;
}
