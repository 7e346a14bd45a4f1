/* Helpers with C2x's unnamed parameters (gcc accepts them in its default mode too) called in SCoP
   bodies, arguments with side effects whose parameter the helper ignores (the effect must happen),
   [[nodiscard]] and [[maybe_unused]] helpers, a helper's parameter unused but named. */
#include <stdio.h>
#define N 110
double A[N], B[N], C[N];
int K[N], M[N];

[[nodiscard]] static double pick(double x, int, double) { return x * 2; }
static inline double second(double, double y) { return y + y; }
static double keep([[maybe_unused]] double x, int k) { return k * 0.5; }
static int ignore(int v, int unused) { return v + 1; }

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = pick(B[i], i, 1.0) + second(0, B[n - 1 - i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = keep(A[i], K[i]) - pick(A[i], 0, 0);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] += pick(B[i], K[i]++, 0.0);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    M[i] = ignore(K[i], (int)(C[i] = 7.5)) + ignore(i, 0);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { B[i] = i * 0.75 - 20; K[i] = i % 9; }
  run(N);
  run(N - 13);
  double s = 0; long k = 0;
  for (int i = 0; i < N; i++) { s += A[i] * (i % 5) + C[i]; k += K[i] * 3 + M[i]; }
  printf("%.17g %ld\n", s, k);
  return 0;
}
