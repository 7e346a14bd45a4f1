/* covariance with a `typedef double real;` element type, sizes from an enum, the centring through a
   SQR-free product macro PROD(a, b), the mean and the covariance scaled by `1.0 / (n - 1)` spelled
   `/ (real)(n - 1)`, and the symmetric copy in a separate nest over j < i. */
#include <stdio.h>

typedef double real;
enum { NPTS = 42, NVARS = 26 };
#define PROD(a, b) ((a) * (b))

static real X[NPTS][NVARS], mu[NVARS], S[NVARS][NVARS];

int main(void) {
  int n = NPTS, m = NVARS;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      X[i][j] = (real)((i * (j + 3)) % 17) / 4.0 + (real)j * 0.1;
#pragma scop
  for (int j = 0; j < m; j++) {
    mu[j] = 0.0;
    for (int i = 0; i < n; i++)
      mu[j] += X[i][j];
    mu[j] /= (real)n;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      X[i][j] -= mu[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      S[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        S[i][j] += PROD(X[k][i], X[k][j]);
      S[i][j] = S[i][j] / (real)(n - 1);
    }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < i; j++)
      S[i][j] = S[j][i];
#pragma endscop
  real s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      s += S[i][j] * (1 + (i * j) % 4);
  printf("%.10e %.10f %.10f %.10f\n", s, S[0][0], S[m - 1][0], mu[m / 2]);
  return 0;
}
