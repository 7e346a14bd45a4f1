/* Regression (found by python -m s2s.fuzz): isl's exact dataflow analysis
 * (compute_flow) ran for many minutes on the first SCoP (strided, decreasing and parametric loops
 * with guards), so `s2s translate` never finished.
 * Fixed: s2s/model/dependences.py bounded_flow stops compute_flow after FLOW_MAX_OPERATIONS isl
 * operations and may_dependences falls back to a conservative superset of the dependences (every
 * earlier access to the same element); plan_transfers then copies in every array the SCoP reads. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 8
#define A_0 9
#define B_0 10
#define C_0 9

static double B[B_0];

static void kernel(int n, int m, float *A, double C[C_0])
{
  int i, j, k, l;
#pragma scop
  for (int i = (N) / 2; i < m; i++) {
    B[i + 1] = -0.5 * C[i - 1] + 0.25 * (double)i * 0.0625;
    for (j = 1; j <= N - 1; j++) {
      B[j + 2] = 0.75 * (double)(i + 1) * 0.0625 + 0.375 * B[j - 1] - 0.5 * A[j + 1] + 0.0625;
      double t0 = -0.25 * (double)(i + 1) * 0.0625 + 0.125 * (double)j * 0.0625;
      for (k = n - 1; k >= j - 1; k--) {
        if (j + k >= m) {
          A[k] *= 0.75;
        }
        if (j > 6) {
          A[j] -= 0.0625 * (0.75 * A[j - 1]);
        } else {
          C[2] = -0.25 * (double)(i + 3) * 0.0625 + 0.375 * C[-j + 7] + 0.5 * A[i];
        }
        for (int l = n - 1; l > 0; l -= 3) {
          if (k + j >= m) {
            A[l - 1] = 0.5 * A[j + 1];
          }
        }
      }
    }
  }
#pragma endscop
  ;
#pragma scop
  for (i = m - 1; i > -1; i -= 3) {
    A[i] -= 0.0625 * ((A[i] > A[i] ? A[i] : A[i]) * 0.5 + -0.5 * C[i] + 0.5 * B[i]);
  }
#pragma endscop
}

static void print_d(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}
static void print_f(const char *name, const float *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.9g\n", p[k]);
}

int main(void)
{
  float *A = malloc(sizeof(float) * A_0);
  float *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (float)((k * 21 + 4) % 31) / 16.0 - 1.0;
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 24 + 7) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 10 + 8) % 31) / 16.0 - 1.0;
  kernel(1, 8, A, C);
  print_f("A", pA, (long)A_0);
  print_d("B", pB, (long)B_0);
  print_d("C", pC, (long)C_0);
  free(A);
  free(C);
  return 0;
}
