/* SCoP functions called through a table of function pointers, and one whose address is stored in a
   struct and called later. */
#include <stdio.h>
#define N 48

typedef void (*op_fn)(int, double *, const double *);

static void op_scale(int n, double *y, const double *x) {
  int i;
#pragma scop
  for (i = 0; i < n; i++) y[i] = 3.0 * x[i];
#pragma endscop
}

static void op_diff(int n, double *y, const double *x) {
  int i;
#pragma scop
  for (i = 1; i < n; i++) y[i] = x[i] - x[i - 1];
#pragma endscop
  y[0] = x[0];
}

void op_prefix(int n, double *y, const double *x) {
  int i;
#pragma scop
  y[0] = x[0];
  for (i = 1; i < n; i++) y[i] = y[i - 1] + x[i];
#pragma endscop
}

static const op_fn table[] = { op_scale, op_diff, op_prefix, op_diff };
struct stage { const char *name; op_fn fn; };

int main(void) {
  double a[N], b[N];
  struct stage st = { "prefix", 0 };
  for (int i = 0; i < N; i++) a[i] = (i * 7 % 10) * 0.25;
  for (unsigned k = 0; k < sizeof table / sizeof table[0]; k++) {
    table[k](N - (int)k, b, a);
    for (int i = 0; i < N - (int)k; i++) a[i] = b[i];
    printf("after %u: %.6f %.6f %.6f\n", k, a[0], a[N / 2], a[N - 5]);
  }
  st.fn = &op_prefix;
  st.fn(N, b, a);
  printf("%s: %.6f\n", st.name, b[N - 1]);
  return 0;
}
