/* SCoPs that call the user's own functions (a static helper, one with a side effect on a global, one
   through a function pointer) and SCoPs with data-dependent subscripts: s2s cannot look into them, so
   they stay sequential with a warning and compute what C computes. */
#include <stdio.h>
#define N 600
double A[N], B[N];
int idx[N], hits;

static double sq(double x) { return x * x; }
static double bump(double x) { hits++; return x + hits; }
static double (*op)(double) = sq;

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = sq(B[i]) + 1.0;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = bump(A[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = op(B[i] * 0.01);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[idx[i]] += A[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { B[i] = (i % 11) * 0.5; idx[i] = (i * 7) % N; }
  kernel(N);
  kernel(N / 4);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + B[i] * (i % 3);
  printf("%.10g %d\n", s, hits);
  return 0;
}
