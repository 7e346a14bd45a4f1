/* The program's own small helpers named like OpenCL C and CUDA built-in functions, called in the SCoP
   (expression helpers, replaced by their expressions): mix, clamp, mad, step, sign, smoothstep, rsqrt,
   saturate and a two-argument max of ints; another helper calls them (to the inlining depth). */
#include <stdio.h>
#define N 180

static double mix(double a, double b, double t) { return a + (b - a) * t; }
static double clamp(double x, double lo, double hi) {
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return x;
}
static double mad(double a, double b, double c) { return a * b + c; }
static double step(double edge, double x) { return x < edge ? 0.0 : 1.0; }
static int sign(double x) { return (x > 0) - (x < 0); }
static double smoothstep(double e0, double e1, double x) {
  const double t = clamp((x - e0) / (e1 - e0), 0.0, 1.0);
  return t * t * (3.0 - 2.0 * t);
}
static double rsqrt(double x) { return 1.0 / (x + 1.0); }
static float saturate(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
static int max(int a, int b) { return a > b ? a : b; }
static double shade(double x, double y) { return mix(smoothstep(-1, 1, x), step(0.5, y), 0.25); }

double X[N], Y[N], OUT[N][4];
int IDX[N];

int main(void) {
  int n = N;
  for (int i = 0; i < N; i++) {
    X[i] = (i % 23) * 0.1 - 1.1;
    Y[i] = ((i * 7) % 13) * 0.1;
  }
#pragma scop
  for (int i = 0; i < n; i++) {
    OUT[i][0] = mix(X[i], Y[i], 0.3) + clamp(X[i] * 3, -1, 1);
    OUT[i][1] = mad(X[i], Y[i], 2) * sign(X[i]) + rsqrt(Y[i] * Y[i]);
    OUT[i][2] = saturate((float)X[i]) + shade(X[i], Y[i]);
    IDX[i] = max(i % 7, 3) + sign(Y[i] - 0.5);
  }
  for (int i = 0; i < n; i++)
    OUT[i][3] = smoothstep(0, 1, Y[i]) - step(0, X[i]);
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += (OUT[i][0] + 2 * OUT[i][1] + 3 * OUT[i][2] + 4 * OUT[i][3]) * (i % 5 + 1) + IDX[i];
  printf("%.12g\n", s);
  return 0;
}
