/* SCoPs in callbacks called through function pointers: a table of kernels (struct with a name and a
   function pointer) run in a loop by a driver, a callback passed to an integrator (an ODE right-hand side
   with a SCoP, called by an explicit Runge-Kutta step), and qsort's comparison function next to a SCoP
   that prepares the data. */
#include <stdio.h>
#include <stdlib.h>
#define N 160
double y0v[N], k1[N], k2[N], ytmp[N], src[N], dst[N];
int idx[N];

typedef void (*kernel_fn)(int n, double *out, const double *in);
static void k_scale(int n, double *out, const double *in) {
#pragma scop
  for (int i = 0; i < n; i++)
    out[i] = in[i] * 1.5;
#pragma endscop
}
static void k_diff(int n, double *out, const double *in) {
#pragma scop
  for (int i = 1; i < n; i++)
    out[i] = in[i] - in[i - 1];
  out[0] = in[0];
#pragma endscop
}
static void k_smooth(int n, double *out, const double *in) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
#pragma endscop
}
static const struct { const char *name; kernel_fn fn; } table[] = {
  { "scale", k_scale }, { "diff", k_diff }, { "smooth", k_smooth },
};

typedef void (*rhs_fn)(int n, double t, const double *y, double *dy);
static void decay(int n, double t, const double *y, double *dy) {
#pragma scop
  for (int i = 0; i < n; i++)
    dy[i] = -0.1 * (i % 5 + 1) * y[i] + t * 0.01;
#pragma endscop
}
static void rk2(rhs_fn f, int n, double t, double h, double *y) {
  f(n, t, y, k1);
#pragma scop
  for (int i = 0; i < n; i++)
    ytmp[i] = y[i] + h * k1[i];
#pragma endscop
  f(n, t + h, ytmp, k2);
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = y[i] + 0.5 * h * (k1[i] + k2[i]);
#pragma endscop
}

static int cmp_by_src(const void *a, const void *b) {
  double x = src[*(const int *)a], y = src[*(const int *)b];
  return (x > y) - (x < y);
}

int main(void) {
  for (int i = 0; i < N; i++) { y0v[i] = 1.0 + i * 0.01; src[i] = ((i * 37) % 101) * 0.5; dst[i] = 0; idx[i] = i; }
  double s = 0;
  for (unsigned k = 0; k < sizeof table / sizeof table[0]; k++) {
    table[k].fn(N, dst, src);
    for (int i = 0; i < N; i++) s += dst[i] * (k + 1);
    printf("%s ", table[k].name);
  }
  rhs_fn f = decay;
  for (int step = 0; step < 10; step++)
    rk2(f, N, step * 0.1, 0.1, y0v);
  qsort(idx, N, sizeof idx[0], cmp_by_src);
  for (int i = 0; i < N; i++) s += y0v[i] + idx[i] * (i % 3);
  printf("%.17g\n", s);
  return 0;
}
