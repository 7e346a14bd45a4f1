/* Initializers as C programs write them near SCoPs: const global tables with designated initializers
 * (`[4] = -1.5`) and an extent from the initializer, static local lookup tables, `register` and `auto`
 * locals read in a SCoP (translated); a compound literal subscripted in a statement
 * (`(double[]){1.0, 2.0, 3.0}[k]`), a structure declared with a designated initializer inside the
 * SCoP, and `static inline` helpers that read a global (the program's functions are not offloaded):
 * sequential, with a warning. */
#include <stdio.h>
#define N 30
struct pt { int x, y; };
static const double W[5] = { [0] = 0.5, [4] = -1.5, [2] = 2.0 };
static const int PERM[] = { 3, 1, 4, 1, 5, 9, 2, 6 };
static double scale = 2.5;
static double A[N], B[N], C[N];
static int K[N];

static inline double twice_scaled(double v) { return v * scale * 2.0; }
static inline int sq(int v) { return v * v; }

void literals(int n, int k) {
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = (double[]){1.0, 2.0, 3.0}[k] * i + (int[3]){7, 8, 9}[i % 3];
    struct pt q = {.x = i, .y = -i};
    B[i] = q.x + q.y * 0.5;
  }
#pragma endscop
}
void tables(int n) {
  static const double lut[4] = {0.25, 0.5, 0.75, 1.0};
  static int counts[8] = {[7] = 70, [1] = 10};
  register int r = 3;
  auto double half = 0.5;
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = lut[i % 4] * W[i % 5] + half * r;
    K[i] = PERM[i % 8] + counts[i % 8] + sq(i % 5);
  }
#pragma endscop
}
void helpers(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = twice_scaled(A[i]) + sq(i);
#pragma endscop
}
void tables2(int n) {
  static const double lut[4] = {0.25, 0.5, 0.75, 1.0};
  register int r = 3;
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = lut[i % 4] * W[i % 5] + r + PERM[(i * 3) % 8];
#pragma endscop
}
int main(void) {
  literals(N, 2);
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], B[i]);
  tables(N);
  helpers(N);
  scale = -1.0;
  helpers(N);
  tables2(N);
  for (int i = 0; i < N; i++) printf("%g %g %g %d\n", A[i], B[i], C[i], K[i]);
  return 0;
}
