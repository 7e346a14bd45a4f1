/* static inline helpers called in SCoP bodies: pure ones (a clamp, a linear interpolation, an index
   helper, a polynomial by Horner), one that reads a global table, and one with a side effect (it counts
   its calls in a global, so the SCoP must stay sequential or the count must still come out right). */
#include <stdio.h>
#define N 90
double a[N][N], b[N][N], r[N];
static const double poly[4] = { 1.0, -0.5, 0.25, -0.125 };
long calls = 0;

static inline double clampd(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }
static inline double lerp(double x, double y, double t) { return x + (y - x) * t; }
static inline int wrap(int i, int n) { return (i + n) % n; }
static inline double horner(double x) {
  double p = 0;
  for (int k = 3; k >= 0; k--)
    p = p * x + poly[k];
  return p;
}
static inline double counted(double x) {
  calls++;
  return x * 0.5;
}

static void pure_calls(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i][j] = clampd(lerp(a[i][j], a[wrap(i + 1, n)][j], 0.25), -2.0, 2.0) + horner(a[i][j]);
#pragma endscop
}

static void impure_calls(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    r[i] = counted(b[i][i]) + r[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    r[i] = i;
    for (int j = 0; j < N; j++) a[i][j] = ((i * 5 + j * 11) % 23) * 0.25 - 2.75;
  }
  pure_calls(N);
  impure_calls(N);
  pure_calls(N - 7);
  impure_calls(N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += r[i];
    for (int j = 0; j < N; j++) s += b[i][j] * (j + 1);
  }
  printf("%.17g %ld\n", s, calls);
  return 0;
}
