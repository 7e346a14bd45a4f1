/* A function body that s2s does not parse (a GNU nested function) is set aside and kept as written, and it still
 * runs: here it sets the rounding mode, which is the calling thread's own (OpenMP's other threads and
 * the devices round to nearest). s2s did not see the fesetround: the translations rounded `rint(x)` to
 * nearest where the original rounded upward. The floating SCoP stays sequential now; the integer one is
 * translated. */
#include <stdio.h>
#include <fenv.h>
#include <math.h>

#define N 48

static double A[N], B[N];
static long K[N];

static void products(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = rint(A[i] * 1.1) + A[n - 1 - i] / 3.0;
#pragma endscop
}

static void counts(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    K[i] = (long)i * i - 7 * i;
#pragma endscop
}

static int upward(int on) {
  int mode(void) { return on ? FE_UPWARD : FE_TONEAREST; }     /* GNU C: a nested function */
  return fesetround(mode());
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.37 + 0.01;
  upward(1);
  products(N);
  upward(0);
  counts(N);
  for (int i = 0; i < N; i++) printf("%.17g %ld\n", B[i], K[i]);
  return 0;
}
