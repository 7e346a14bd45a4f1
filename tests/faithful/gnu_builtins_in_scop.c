/* GNU C inside SCoPs: __builtin_fabs, __builtin_sqrt and __builtin_floor in statements, __builtin_expect
   around an affine condition, `__restrict__` and `__restrict` parameters, an `__extension__ long long`
   local, arrays with `__attribute__((aligned(64)))`,
   and `__builtin_inf()` as a constant. The math builtins are calls s2s does not know: their SCoP stays
   sequential with a warning. */
#include <stdio.h>
#define N 128
double A[N][N] __attribute__((aligned(64)));
double B[N][N] __attribute__((aligned(64)));
long long S[N];

static void run(int n, double *__restrict__ out, const double *__restrict in) {
  __extension__ long long bias = 3;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double t = __builtin_fabs(A[i][j] - 3.0);
      B[i][j] = __builtin_sqrt(t) + __builtin_floor(A[j][i] * 0.5);
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    if (__builtin_expect(i % 3 == 0, 0))
      out[i] = in[i] * 2.0;
  for (int i = 0; i < n; i++)
    S[i] = S[i] + (long long)(B[i][0] * 4) + bias;
  for (int i = 0; i < n; i++)
    B[i][i] = B[i][i] < __builtin_inf() ? B[i][i] : 0.0;
#pragma endscop
}

int main(void) {
  static double o[N], x[N];
  for (int i = 0; i < N; i++) {
    x[i] = i * 0.25; S[i] = i;
    for (int j = 0; j < N; j++) A[i][j] = ((i * 5 + j * 3) % 13) * 0.5;
  }
  run(N, o, x);
  double s = 0;
  long long t = 0;
  for (int i = 0; i < N; i++) { s += o[i]; t += S[i]; for (int j = 0; j < N; j++) s += B[i][j] * ((i + j) % 3); }
  printf("%.12g %lld\n", s, t);
  return 0;
}
