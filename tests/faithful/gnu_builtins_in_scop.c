/* GNU C inside SCoPs: __builtin_fabs, __builtin_sqrt and __builtin_floor in statements, __builtin_expect
   around an affine condition, `__restrict__` and `__restrict` parameters, an `__extension__ long long`
   local and arrays with `__attribute__((aligned(64)))`. The math builtins are calls s2s does not know:
   their SCoP stays sequential with a warning. __builtin_expect kept its SCoP sequential too ("call to
   '__builtin_expect' in a condition is not affine"): it is now its first operand as a long. */
#include <stdio.h>
#define N 128
#define likely(x) __builtin_expect(!!(x), 1)
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
    if (likely(i >= 2) && __builtin_expect_with_probability(i < n - 1, 1, 0.9))
      S[__builtin_expect(i, 0)] = S[i] + (long long)(B[i][0] * 4) + bias;
  for (int i = 0; i < n; i++)
    B[i][i] = B[i][i] < 1e300 ? B[i][i] : 0.0;
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
