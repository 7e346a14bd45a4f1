/* Pointers to functions named like math functions, in a file that does not include <math.h>: a
   file-scope static `cbrt`, a local `sqrt`, a local `exp2` of a typedef'd pointer type and a parameter
   `fabs`.  Calls through them are the program's functions, not the library's; each SCoP stays
   sequential, the last one (no call) is translated. */
#include <stdio.h>
#define N 50
typedef double (*unary)(double);
static double A[N], B[N], C[N], D[N], E[N], F[N];

static double twice(double x) { return 2 * x + 1; }
static double halve(double x) { return x / 2 - 3; }
static double (*cbrt)(double) = halve;

static void apply(unary fabs, int n) {
  double (*sqrt)(double) = twice;
  unary exp2 = halve;
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = cbrt(A[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = sqrt(A[i]) + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    D[i] = exp2(A[i]) * 3;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    E[i] = fabs(-A[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    F[i] = A[i] * 2 + B[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.5 + 1;
  apply(twice, N);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g %.17g %.17g\n", B[i], C[i], D[i], E[i], F[i]);
  return 0;
}
