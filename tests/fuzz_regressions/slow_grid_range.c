/* Regression (found by python -m s2s.fuzz, generator 1, seed 3261 on openmp): the AST pass computed the
 * grid's range of the parallel loop with isl's parametric maximum (s2s/passes/lower.py, r.dim_max), which
 * ran for minutes (stopped after 150 s) on this small SCoP, so `s2s translate` did not finish.
 * Fixed: AstPass runs under an isl operation bound (AST_MAX_OPERATIONS); past it the SCoP stays
 * sequential, with a warning.  (The fuzzer's own time limit reported it as a TIMEOUT.) */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 5
#define M 7
#define A_0 6
#define B_0 6
#define B_1 7
#define B_2 6

static double B[B_0][B_1][B_2];
static double s0 = 0.5;
static double s1 = 0.5;

static void kernel(int n, int m, double A[A_0])
{
#pragma scop
  for (int i = n - 4; i >= (M) / 3; i--) {
    for (int j = 0; j <= m - 1; j++) {
      if (j <= i - 1) {
        B[j][1][j - i + 2] -= 0.0625 * (sqrt(fabs(0.5 * A[2 * j + 1] + 0.375 * B[j][i][j])));
      } else {
        B[j + 2][j + i - 1][i + 1] *= 0.75;
      }
    }
    for (int j = i - 1; j <= n - 3; j++) {
      s1 -= 0.03125 * (0.375 * A[i] + 0.0625);
      s0 += 0.03125 * (0.5 * B[i - 1][2 * i][2 * i + 1] - 0.5 * A[i + 1]);
      for (int k = 0; k <= j; k++) {
        B[k + 1][j + 2][k + 1] = 0.25 * s1 - 0.5 * A[-i + 2];
        for (int l = MAX(0, k - 3); l < m - 2; l += 2) {
          A[i - 1] = 0.5 * A[l + 2] + 0.125;
          double t0 = 0.125 * s1;
          B[l][i - 2][j - 1] -= 0.0625 * (0.75 * B[i + 2][l][-j + 2] + 0.125 * B[i - 2][k + 2][2 * j - 1]);
        }
      }
      s1 -= 0.03125 * (0.375 * s0 - 0.5 * B[j - 1][-i + 2][2 * i]);
    }
    A[i + 2] += 0.0625 * (0.5 * B[i][i - 1][i + 2] - 0.5 * B[i - 1][-i + 2][i - 2] + 0.125);
  }
#pragma endscop
}

static void print_d(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double *A = malloc(sizeof(double) * A_0);
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 14 + 15) % 31) / 16.0 - 1.0;
  double *pB = &B[0][0][0];
  for (long k = 0; k < B_0 * B_1 * B_2; k++) pB[k] = (double)((k * 15 + 19) % 31) / 16.0 - 1.0;
  kernel(5, 3, A);
  print_d("A", pA, (long)A_0);
  print_d("B", pB, (long)B_0 * B_1 * B_2);
  printf("s0 %.17g\n", s0);
  printf("s1 %.17g\n", s1);
  free(A);
  return 0;
}
