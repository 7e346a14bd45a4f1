/* Constant tables read in SCoPs: stencil weights and Gauss-Legendre points in designated initialisers
   (with gaps left zero and out-of-order designators), a table of structs with designated members,
   a compound-literal pointer to a table, _Static_assert on the tables' sizes, and an enum indexing a
   table of names. */
#include <stdio.h>
#define N 100
enum { W_LEFT, W_CENTRE, W_RIGHT, W_COUNT };
static const double weights[W_COUNT] = { [W_CENTRE] = 0.5, [W_LEFT] = 0.25, [W_RIGHT] = 0.25 };
static const double gauss_x[5] = { [4] = 0.9061798459386640, [0] = -0.9061798459386640,
                                   [1] = -0.5384693101056831, [3] = 0.5384693101056831 };
static const double gauss_w[5] = { 0.2369268850561891, 0.4786286704993665, 0.5688888888888889,
                                   0.4786286704993665, 0.2369268850561891 };
static const int sparse[16] = { [2] = 5, [7] = -3, [11] = 9 };
struct coef { double a, b; int k; };
static const struct coef coefs[4] = { [1] = { .b = 2.0, .a = 1.0, .k = 3 }, [3] = { .k = -1, .a = 0.5 } };
_Static_assert(sizeof weights / sizeof weights[0] == 3, "three weights");
_Static_assert(sizeof gauss_x == sizeof gauss_w, "matching rules");
double u[N], v[N], integ[N], t[N];

static void smooth(int n) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    v[i] = weights[W_LEFT] * u[i - 1] + weights[W_CENTRE] * u[i] + weights[W_RIGHT] * u[i + 1];
#pragma endscop
}

static void quad(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    integ[i] = 0;
    for (int q = 0; q < 5; q++) {
      double x = i + 0.5 * (1 + gauss_x[q]);
      integ[i] += gauss_w[q] * 0.5 * (x * x * 0.001 + x);
    }
  }
#pragma endscop
}

static void tables(int n) {
  const double *scale = (const double[]){ 1.0, -2.0, 0.5, 4.0 };
#pragma scop
  for (int i = 0; i < n; i++)
    t[i] = sparse[i % 16] * coefs[i % 4].a + coefs[i % 4].b * coefs[i % 4].k + scale[i % 4] * u[i];
#pragma endscop
}

int main(void) {
  _Static_assert(N > 4, "room for the stencil");
  for (int i = 0; i < N; i++) { u[i] = (i * 31 % 17) * 0.125; v[i] = 0; }
  smooth(N);
  quad(N);
  tables(N);
  double s = 0;
  for (int i = 0; i < N; i++) s += v[i] * (i + 1) + integ[i] + t[i] * 0.5;
  printf("%.17g\n", s);
  return 0;
}
