/* The first statements of a SCoP that compute scalars only (coefficients from the sizes, with pure math
   calls) run on the host as written, before the SCoP's code (frontend/scop_finder.host_prologue); they
   were one-thread kernels writing one-element device buffers.  Each function below has a variant that
   must not be taken that way, and the program calls the shifting one with overlapping arrays, so that
   its original code runs (the prologue must run once, not again in the fallback). */
#include <math.h>
#include <stdio.h>

#define N 300

static double A[N][N], B[N][N], V[2 * N + 8];
static long acc[N];

/* coefficients, chained assignments, a read-modify-write of a parameter, exp and pow */
static void coefficients(int n, double alpha, int k)
{
  double h, w, c0, c1, c2;
  int half;
#pragma scop
  h = 1.0 / (double)n;
  w = c0 = exp(-alpha) * h;   /* a chained assignment */
  k = k * 2 + 1;              /* the parameter's own value, updated once */
  c1 = pow(2.0, -alpha) + (k > 3 ? 0.5 : 0.25);
  half = n / 2;
  c2 = (double)half * w;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = c0 * i + c1 * j + c2 + k;
#pragma endscop
  printf("k %d half %d c2 %.17g\n", k, half, c2);
}

/* `s = 0.0` starts an accumulator written again in the SCoP: it stays in the SCoP */
static double total(int n)
{
  double s, scale;
#pragma scop
  scale = 0.5;
  s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += scale * A[i][j];
#pragma endscop
  return s;
}

/* an array read and an address taken: not taken */
static void not_taken(int n)
{
  double first, g;
  double *pg = &g;
#pragma scop
  first = A[0][0];
  g = 2.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * first + g;
#pragma endscop
  *pg += 1.0;
  printf("g %.3f\n", g);
}

/* the shift of a vector through two pointers that may overlap: the original lines run where they do */
static void shift(int n, double *x, double *y, int k)
{
  double f, bias;
#pragma scop
  k = k + 3;                    /* run twice, k would be 6 more */
  f = 0.5 + 1.0 / (n + k);
  bias = floor(f * 10.0) + k;
  for (int i = 0; i < n; i++)
    y[i] = f * x[i] + bias;
#pragma endscop
  printf("shift k %d\n", k);
}

int main(void)
{
  coefficients(N, 0.75, 1);
  coefficients(N - 7, 1.5, 2);
  printf("total %.17g\n", total(N));
  not_taken(N);
  for (int i = 0; i < 2 * N + 8; i++)
    V[i] = (i % 17) * 0.25;
  shift(N, V, V + N + 4, 1);     /* apart */
  shift(N, V + 1, V, 2);         /* overlapping: the original code */
  double s = 0.0;
  for (int i = 0; i < 2 * N + 8; i++)
    s += V[i] * (i + 1);
  for (int i = 0; i < N; i++)
    acc[i] = (long)(B[i][i] * 100.0);
  printf("V %.17g B %.17g acc %ld\n", s, B[N - 1][3], acc[N / 2]);
  return 0;
}
