/* Helpers written with statements (model/inline_calls.body_expression): locals with initializers, guarded
   returns, else-if chains, in double, float, int and unsigned char; all computed as C computes them. */
#include <stdio.h>
#include <math.h>

static double clampd(double x, double lo, double hi)
{
  if (x < lo)
    return lo;
  if (x > hi) {
    return hi;
  }
  return x;
}

static inline double smooth(double x)
{
  const double t = clampd(x, 0.0, 1.0);
  double u = t * t;
  return u * (3.0 - 2.0 * t);
}

static int sgn(double v)
{
  if (v > 0.0) return 1;
  else if (v < 0.0) return -1;
  else return 0;
}

static float horner(float x)
{
  float a = 0.5f * x + 0.25f;
  float b = a * x - 1.0f;
  float c = b * x + 2.0f;
  return c * x;
}

static unsigned char sat(int v)
{
  int w = v < 0 ? 0 : v;
  if (w > 255) return 255;
  return w;
}

#define N 300
static double A[N], B[N], C[N];
static float F[N];
static int S[N];
static unsigned char U[N];

int main(void)
{
  int n = N;
  for (int i = 0; i < N; i++) A[i] = (double)((i * 37) % 101) / 50.0 - 0.5;
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = smooth(A[i]) + clampd(A[i] * 3.0, -1.0, 1.0);
    S[i] = sgn(A[i] - 0.25);
    F[i] = horner((float)A[i]);
    U[i] = sat((int)(A[i] * 400.0));
  }
  for (int i = 1; i < n - 1; i++)
    C[i] = clampd(B[i - 1] + B[i + 1], 0.0, 1.5);
#pragma endscop
  for (int i = 0; i < N; i += 7)
    printf("%d %.17g %.17g %d %.9g %d\n", i, B[i], C[i], S[i], (double)F[i], U[i]);
  return 0;
}
