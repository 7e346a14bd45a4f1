/* Compensated and online accumulations that look like reductions but are not: Kahan summation (the
   compensation c carries the rounding error: reordered, or with a * b + c fused, the result changes),
   Welford's running mean and variance (the update divides by the count so far), a pairwise-free
   two-sum of floats, and a plain sum of the same data for comparison. */
#include <stdio.h>
#define N 20000
double X[N];
float F[N];

static void kernel(int n) {
  double s = 0.0, c = 0.0, mean = 0.0, m2 = 0.0, plain = 0.0;
  float fs = 0.0f, fe = 0.0f;
#pragma scop
  for (int i = 0; i < n; i++) {
    double y = X[i] - c;
    double t = s + y;
    c = (t - s) - y;
    s = t;
  }
  for (int i = 0; i < n; i++) {
    double delta = X[i] - mean;
    mean += delta / (i + 1);
    m2 += delta * (X[i] - mean);
  }
  for (int i = 0; i < n; i++) {
    float t = fs + F[i];
    float bp = t - fs;
    fe += (fs - (t - bp)) + (F[i] - bp);
    fs = t;
  }
  for (int i = 0; i < n; i++)
    plain += X[i];
#pragma endscop
  printf("%.17g %.17g %.17g %.17g %a %a %.17g\n", s, c, mean, m2, fs, fe, plain);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    X[i] = (i % 2 ? 1e10 : 1e-6) * (1.0 + (i % 7) * 0.1) * (i % 3 ? 1 : -1);
    F[i] = (float)((i % 2 ? 1e4 : 1e-3) * (1.0 + (i % 5) * 0.1));
  }
  kernel(N);
  kernel(1000);
  kernel(3);
  return 0;
}
