/* Read-only data whose const comes from typedefs (file and block scope, a typedef of a typedef, a
   pointer parameter to a const typedef) next to const written out: all of it is read in a translated
   SCoP, never written, and the device copies and kernels take it as they take any read-only array. */
#include <stdio.h>
#define N 96

typedef const double cd;
typedef double real;
typedef cd ccd;

const double K1[N] = {1, 2, 3};
cd K2[N] = {4, 5, 6};
static const real K3[N] = {7, 8};
ccd K4[N] = {0.5, 0.25};
double y[N][N];

static void f(int n, cd *c, const real w[N])
{
  typedef const int ci;
  ci m = n / 2;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i][j] = K1[j] + K2[i] * c[j] + K3[(i + j) % N] + w[i] * m - K4[i % 2];
#pragma endscop
}

int main(void)
{
  double c[N], w[N];
  for (int i = 0; i < N; i++) {
    c[i] = i * 0.5;
    w[i] = 1.0 / (i + 1);
  }
  f(N, c, w);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += y[i][j] * (i + 1) + j;
  printf("%.10e\n", s);
  return 0;
}
