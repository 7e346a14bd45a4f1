/* C2x attributes ([[maybe_unused]], [[nodiscard]], [[deprecated]], [[fallthrough]], [[gnu::...]]) on
   functions, parameters, variables, statements and labels, inside and outside SCoPs. */
#include <stdio.h>
#define N 160

[[maybe_unused]] static double A[N], B[N];
[[gnu::aligned(64)]] double C[N][8];
double D [[maybe_unused]] [N];
[[deprecated("use E2")]] int E[N];
int E2[N];

[[nodiscard]] static inline double scale(double x) { return 2.0 * x + 1.0; }
[[gnu::noinline, maybe_unused]] static int unused_helper(int v) { return v + 1; }

static void kernel([[maybe_unused]] int n, double alpha [[maybe_unused]]) {
  [[maybe_unused]] int t = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    [[maybe_unused]] double s = A[i] * alpha;
    B[i] = s + scale(A[i]);
  }
#pragma endscop
#pragma scop
  for ([[maybe_unused]] int i = 0; i < N; i++)
    for (int j [[maybe_unused]] = 0; j < 8; j++)
      C[i][j] = B[i] - j;
#pragma endscop
#pragma scop
  for (int i = 1; i < N; i++) {
    [[]] D[i] = D[i - 1] + C[i][3] * 0.5;
  }
#pragma endscop
}

static int classify(int v) {
  int r = 0;
  switch (v & 3) {
  case 0: r += 1; [[fallthrough]];
  case 1: r += 10; break;
  default: r = -1;
  }
  return r;
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i * 7 % 13) - 6.5; D[i] = 0.0; }
  kernel(N, 0.25);
  int acc = 0;
  for (int i = 0; i < 10; i++) acc += classify(i);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#pragma scop
  for (int i = 0; i < N; i++)
    E[i] = (int)B[i] % 7;
#pragma endscop
#pragma GCC diagnostic pop
#pragma scop
  for (int i = 0; i < N; i++)
  [[maybe_unused]] done:
    E2[i] = E[i] * 3 + i;
#pragma endscop
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) {
    s += B[i] + D[i];
    for (int j = 0; j < 8; j++) s += C[i][j] * (j + 1);
    t += E2[i];
  }
  printf("%.17g %ld %d\n", s, t, acc);
  return 0;
}
