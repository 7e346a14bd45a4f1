/* One array passed as two parameters and at overlapping offsets: a 3-point filter out[i] = in[i-1] +
   in[i] + in[i+1] called as f(a, b), f(a, a) (in place: C reads the values written at i-1), f(a, a + 1)
   and f(a + 8, a) (output ahead of or behind the input). */
#include <stdio.h>
#define N 300

static double buf[N + 16], other[N + 16];

static void filter(int n, double *out, const double *in) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
#pragma endscop
}

static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * (i % 7 + 1);
  return s;
}

int main(void) {
  for (int i = 0; i < N + 16; i++) {
    buf[i] = (i * 37) % 101 - 50;
    other[i] = 0;
  }
  filter(N, other, buf);
  printf("%.12g\n", sum(other, N));
  filter(N, buf, buf);
  printf("%.12g\n", sum(buf, N));
  filter(N, buf, buf + 1);
  printf("%.12g\n", sum(buf, N));
  filter(N, buf + 8, buf);
  printf("%.12g\n", sum(buf, N + 8));
  return 0;
}
