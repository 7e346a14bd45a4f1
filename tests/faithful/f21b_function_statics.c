/* Arrays with static storage inside functions (a work buffer kept between calls, a static table filled
   on first use), a global array of int8_t weights initialised at file scope, and a pointer to the end of
   an array walked backwards with negative subscripts (p[-i]). */
#include <stdio.h>
#include <stdint.h>
#define N 128

static const int8_t taps[7] = { -3, 5, -11, 40, -11, 5, -3 };
double out_g[N];

static double filter(const double *x, int n) {
  static double work[N];            /* kept between calls */
  static int ready = 0;
  static double window[N];
  if (!ready) {
    for (int i = 0; i < N; i++) window[i] = 0.5 - 0.5 * (double)((i * 7) % 16) / 16.0;
    ready = 1;
  }
#pragma scop
  for (int i = 3; i < n - 3; i++) {
    double s = 0.0;
    for (int k = 0; k < 7; k++)
      s += (double)taps[k] * x[i + k - 3];
    work[i] = s * window[i] / 16.0;
  }
  for (int i = 3; i < n - 3; i++)
    out_g[i] += work[i];
#pragma endscop
  double tot = 0.0;
  for (int i = 0; i < N; i++) tot += work[i];
  return tot;
}

static void backwards(int n, double *end, const double *src) {
  /* end points at the last element: end[-i] for i = 0 .. n - 1 */
#pragma scop
  for (int i = 0; i < n; i++)
    end[-i] = src[i] * 2.0 - end[-i];
#pragma endscop
}

int main(void) {
  double x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = (double)((i * 13) % 29) - 14.0; y[i] = (double)(i % 5); }
  double t1 = filter(x, N);
  double t2 = filter(y, N - 20);    /* work[] keeps the first call's tail */
  backwards(N, y + N - 1, x);
  backwards(N / 2, out_g + N / 2 - 1, x);
  double s1 = 0, s2 = 0;
  for (int i = 0; i < N; i++) { s1 += out_g[i] * (i + 1); s2 += y[i] * (i % 6 + 1); }
  printf("%.17g %.17g\n%.17g\n%.17g\n", t1, t2, s1, s2);
  return 0;
}
