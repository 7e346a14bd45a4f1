/* Regression (s2s fuzz, generator 4, --c-features, seed 41 on OpenCL, PoCL 3.1; reduced): ten elements
   of A kept their values before the SCoP (docs/verification.md: open since 2026-11-28; --reductions seed
   420222 had the same shape).  Kernel 0 runs a group reduction (S1, 64 lanes a point) inside the uniform
   `if (_g0 <= -7 && m + _g0 >= 1)`, with S0 on lane 0 before its first barrier: `if (_l == 0) { S0 }`.
   PoCL puts a barrier of its own at the start of a branch that reaches a barrier, and clang had hoisted
   `_l == 0` out of the loop, so that barrier's block ended in the branch on it, which PoCL takes for the
   whole group (pocl/pocl#2281): S0 ran on no work-item.  Right on CUDA (the H100) and on OpenMP.
   Fixed: OpenCL reduction kernels store to a volatile local (_anchor) after every barrier and first in
   every loop body or branch that holds barriers, so no barrier's block ends in such a branch
   (codegen/reduction_code.py, _Printer.barrier and opening; the persistent kernels' fix of seed 9174). */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);
double exp(double);
double pow(double, double);
float sqrtf(float);
float fabsf(float);
float floorf(float);
float fminf(float, float);
float fmaxf(float, float);
double fmin(double, double);
double fmax(double, double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 23
#define M 13
#define A_0 34
#define A_1 19
#define B_0 50
#define C_0 26

static float B[B_0];
static double s0 = 0.5;

static void kernel(int n, int m, int a0, int a1, float A[a0][a1], int c0, double C[c0])
{
#pragma scop
  for (int i = m - 1; i >= (N) / 3; i--) {
    A[i + 1][i - 1] -= 0.0625f * (fabsf(0.5f * B[i - 1]) * 0.5f);
    for (int j = i + 1; j <= MIN(n - 1, i + 2); j++) {
      A[-i + 16][i + 2] -= 0.0625 * (0.75 * s0);
    }
    {
      A[2 * i + 1][(i + 1) % 3] = 0.0625 * ((2 * (i - 2) + 2 * (i - 1) + 8 - 7) / 2) + 0.25 * A[i + 1][i - 2] + 0.125 * n * 0.03125;
    }
  }
#pragma endscop
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}
static void print_float(const char *name, const float *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.8e\n", p[k]);
}

int main(void)
{
  float (*A)[A_1] = malloc(sizeof(float) * A_0 * A_1);
  float *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (float)((k * 16 + 4) % 31) / 16.0 - 1.0;
  float *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (float)((k * 26 + 17) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 27 + 0) % 31) / 16.0 - 1.0;
  kernel(18, 17, A_0, A_1, A, C_0, C);
  print_float("A", pA, (long)A_0 * A_1);
  print_double("C", pC, (long)C_0);
  printf("s0 %.16e\n", s0);
  free(A);
  free(C);
  return 0;
}
