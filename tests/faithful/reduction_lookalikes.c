/* Updates of one scalar per iteration that are not reductions, beside ones that are: s = a[i] - s
   (alternating signs), s = s * 0.5 + a[i] (Horner), s += s * a[i], s = (s + a[i]) / 2, the running sum
   read by the same iteration (b[i] = s), and reductions written as s = a[i] + s, s -= a[i] * b[i],
   s = s - a[i], an unsigned product, a short sum that wraps by conversion, and a max written with ?:
   over data with a NaN. */
#include <math.h>
#include <stdio.h>
#define N 200
static double a[N], b[N], c[N];
static unsigned ua[N];
static int sa[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i % 7) * 0.125 - 0.3;
    b[i] = 1.0 / (i + 1);
    ua[i] = 2654435761u * (unsigned)i + 1u;
    sa[i] = i * 311;
  }
  a[50] = NAN;
  double s1 = 1, s2 = 2, s3 = 0.5, s4 = 3, s5 = 0, s6 = 0.25, s7 = 1, s8 = 0, m = -INFINITY;
  unsigned p = 1;
  short sh = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    s1 = b[i] - s1;
  for (int i = 0; i < N; i++)
    s2 = s2 * 0.5 + b[i];
  for (int i = 0; i < N; i++)
    s3 += s3 * b[i] * 0.01;
  for (int i = 0; i < N; i++)
    s4 = (s4 + b[i]) / 2;
  for (int i = 0; i < N; i++) {
    s5 = s5 + b[i];
    c[i] = s5;
  }
  for (int i = 0; i < N; i++)
    s6 = b[i] + s6;
  for (int i = 0; i < N; i++)
    s7 -= b[i] * b[N - 1 - i];
  for (int i = 0; i < N; i++)
    s8 = s8 - b[i];
  for (int i = 0; i < N; i++)
    p *= ua[i];
  for (int i = 0; i < N; i++)
    sh += sa[i];
  for (int i = 0; i < N; i++)
    m = a[i] > m ? a[i] : m;
#pragma endscop
  printf("%.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g %.17g\n", s1, s2, s3, s4, s5, s6, s7, s8, m);
  printf("%u %d\n", p, sh);
  for (int i = 0; i < N; i += 10) printf("%.17g\n", c[i]);
  return 0;
}
