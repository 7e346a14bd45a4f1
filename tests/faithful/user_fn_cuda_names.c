/* The program's own functions named like CUDA's device and host math functions (max, min, rsqrt,
   saturate, exp10, sincospi, norm3d, rint... as C sees them, ordinary functions), called outside the
   SCoPs; the SCoP itself is plain. */
#include <stdio.h>
#define N 32
static double A[N], B[N];
static int max(int a, int b) { return a > b ? a : b; }
static int min(int a, int b) { return a < b ? a : b; }
static double rsqrt(double x) { return 1.0 / (x + 1.0); }
static float saturate(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }
static double exp10(double x) { return x * 10; }
static double norm3d(double a, double b, double c) { return a + b + c; }
static double sincospi(double x) { return x / 2; }
int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.5 - 3;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = A[i] * A[i] - 1;
#pragma endscop
  double s = max(3, 4) + min(3, 4) + rsqrt(3) + saturate(2.5f) + exp10(2) + norm3d(1, 2, 3) + sincospi(5);
  for (int i = 0; i < N; i++) s += B[i] * (i + 1);
  printf("%.17g\n", s);
  return 0;
}
