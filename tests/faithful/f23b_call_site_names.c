/* Names spelled like the copies the device call site makes of the scalars a SCoP writes (`s2s_s_t` for
   t): a parameter `s2s_s_t` the SCoP reads beside a sum into t, and two scalars `v` and `s2s_s_v` both
   written by the SCoP (the copy of v must not hide the user's s2s_s_v, nor its copy). */
#include <stdio.h>
#define N 256

double A[N], B[N];

static double f(int n, double s2s_s_t) {
  double t = 0, v = -1, s2s_s_v = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = A[i] * s2s_s_t;
  for (int i = 0; i < n; i++)
    t += B[i];
  v = t * 0.5;
  s2s_s_v = v + s2s_s_t;
#pragma endscop
  return t + v * 3 + s2s_s_v * 7;
}

int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = (i % 13) - 6;
  printf("%.17g %.17g\n", f(N, 2.5), f(N / 4, -1.0));
  return 0;
}
