/* User names spelled like the arrays s2s makes up for OpenMP code, where it declares them around the
   SCoP's statements: a typedef `s_0` in a cast beside a scalar `s` whose private copies are `s_0`, an
   enumeration constant `sum_x` beside a buffer `sum` expanded per iteration (`sum_x`), and block-scope
   names spelled like the generated loops' own (`enum { _hi0 }`, `typedef float _p0`: that SCoP keeps
   its code for OpenMP, with a warning). */
#include <stdio.h>
#define NR 6
#define NQ 5
#define NP 8
#define N 96

typedef float s_0;
enum { sum_x = 3 };

double x[N], y[N], z[N];
double A[NR][NQ][NP], C4[NP][NP], sum[NP];

static void scaled(int n) {
  double s = 1.0;
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = s * x[i];
  for (int i = 0; i < n; i++) {
    s = y[i] / 3 + 1;
    z[i] = (s_0)s;
  }
#pragma endscop
}

static void blocks(int nr, int nq, int np) {
#pragma scop
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0;
        for (int k = 0; k < np; k++)
          sum[p] += A[r][q][k] * C4[k][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p] * sum_x - A[r][q][p];
    }
#pragma endscop
}

static void generated_spellings(int n) {
  enum { _lo0 = 2, _hi0 = 5 };
  typedef float _p0;
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = (_p0)(z[i] / 3) * _lo0 + _hi0;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = i % 5;
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        A[r][q][p] = (r + 2 * q + p) % 7;
  for (int k = 0; k < NP; k++)
    for (int p = 0; p < NP; p++)
      C4[k][p] = ((k * p) % 5) * 0.25;
  scaled(N);
  blocks(NR, NQ, NP);
  generated_spellings(N);
  double t = 0;
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        t += A[r][q][p] * (p + 1);
  for (int i = 0; i < N; i++)
    t += x[i] * 0.5 + y[i] + z[i] * (i % 3);
  printf("%.12g %g\n", t, sum[3]);
  return 0;
}
