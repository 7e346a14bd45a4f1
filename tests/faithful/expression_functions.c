/* Calls of the program's own expression functions in SCoPs (model/inline_calls.py): squares, a lerp with a
   float parameter, an index function in a subscript, a float helper computing in double, nested helpers
   with a math call, a clamp of ternaries; a function with a static counter and one reading a global stay
   calls (sequential). */
#include <stdio.h>
#include <math.h>
#define N 300
double a[N], b[N], c[N][N];
float f[N];
int g[N];
static inline double sq(double x) { return x * x; }
static double lerp(double lo, double hi, float t) { return lo + t * (hi - lo); }
static int idx(int i, int j) { return i * 2 + j; }
static inline float half(float x) { return x * 0.5; }
static double norm2(double x, double y) { return sqrt(sq(x) + sq(y)); }
static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static double bad(double x) { static int n; n++; return x + n; }
int gl = 3;
static double usesglobal(double x) { return x + gl; }
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = i * 0.01 - 1; b[i] = 0; f[i] = i * 0.3f; g[i] = 0; }
#pragma scop
  for (int i = 0; i < N; i++) {
    b[i] = sq(a[i]) + lerp(a[i], 2.0, f[i]) + norm2(a[i], b[i]);
    f[i] = half(f[i]) + (float)sq(f[i]);
  }
  for (int i = 0; i < N / 2; i++)
    for (int j = 0; j < 2; j++)
      g[idx(i, j)] = clampi(i * 3 - 100, 0, 255) + j;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] += bad(a[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] += usesglobal(a[i]);
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += b[i] + f[i] + g[i];
  printf("%.17g\n", s);
  return 0;
}
