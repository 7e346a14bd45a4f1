/* A function body that s2s does not parse (a GNU nested function) is set aside and kept as written, and it still
 * runs: here it reads errno after a SCoP computed sqrt of negative numbers, which sets errno (EDOM) in
 * the thread that calls it (a device or OpenMP's other threads do not set this thread's). s2s did not see
 * the errno: the translations printed 0 where the original printed 1. A SCoP with sqrt stays sequential
 * now; one without math functions is translated. */
#include <stdio.h>
#include <errno.h>
#include <math.h>

#define N 48

static double A[N], B[N];

static void roots(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = sqrt(A[i] - 10.0);
#pragma endscop
}

static void plain(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * 0.5 + 1.0;
#pragma endscop
}

static int errno_set(int reset) {
  if (reset) {
    errno = 0;
    return 0;
  }
  int nonzero(int v) { return v != 0; }     /* GNU C: a nested function */
  return nonzero(errno);
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.37 + 0.01;
  errno_set(1);
  roots(N);
  int err = errno_set(0);
  plain(N);
  for (int i = 0; i < N; i++) printf("%.17g %.17g\n", isnan(B[i]) ? -1.0 : B[i], A[i]);
  printf("%d\n", err);
  return 0;
}
