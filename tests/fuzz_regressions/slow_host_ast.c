/* Regression (found by python -m s2s.fuzz, generator 1, seed 22240 on openmp; timeout): with isl's
 * schedule, the host loop around one kernel runs over { 34i - 5j + l : ... } (a projection with
 * existentially quantified variables), and isl's AST generator ran for minutes on it; isl's
 * operation bound does not stop it.
 * Fixed: the AST pass first runs isl's AST generator in a forked child with a time limit
 * (--schedule-timeout); past it, the pipeline falls back to the original order.
 * s2s-options: --schedule-timeout 5 */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 7
#define A_0 6
#define A_1 14
#define B_0 12
#define B_1 14
#define C_0 12
#define D_0 12
#define D_1 9

static double B[B_0][B_1];
static double D[D_0][D_1];
static double s0 = 0.5;
static double out_acc0;

static void kernel(int a0, int a1, double A[a0][a1], int c0, double C[c0])
{
  double acc0 = 0.25;
#pragma scop
  for (int i = N - 1; i >= (N) / 3; i--) {
    for (int j = i + 1; j <= N - 1; j++) {
      for (int k = 2; k < N; k += 2) {
        for (int l = MIN(N - 1, k + 2); l >= (N) / 2; l -= 2) {
          B[i - 1][j + 1] = -0.5 * D[2 * i - 1][j] + 0.75 * acc0;
        }
      }
      for (int k = j; k < MIN(N, j + 2); k++) {
        if (k < 5) {
          C[k + 1] = -0.5 * A[k - 2][2 * k - 1];
        } else {
          C[k - 2] -= 0.0625 * (sqrt(fabs(0.375 * B[-i + 6][j + 1])));
        }
        for (int l = (N) / 2; l < N; l += 2) {
          D[j + 1][3] += 0.0625 * (0.25 * B[2 * l - 1][2 * j + 1]);
        }
        B[i + 2][k - 1] *= 0.75;
      }
    }
  }
  for (int i = (N) / 2; i <= N - 2; i++) {
    for (int j = N - 1; j >= 0; j--) {
      for (int k = 0; k <= N - 3; k++) {
        for (int l = k; l > MAX(-1, k - 3); l -= 3) {
          A[l + 1][k + 1] *= 0.75;
          s0 += 0.03125 * (sqrt(fabs(0.125 * B[j][i] + 0.25 * B[j + 1][i - 1])) + 0.125);
        }
      }
    }
    s0 += 0.03125 * (0.75 * C[2 * i + 1] + 0.75 * s0);
  }
#pragma endscop
  out_acc0 = acc0;
}

static void print_d(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double (*A)[A_1] = malloc(sizeof(double) * A_0 * A_1);
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 9 + 17) % 31) / 16.0 - 1.0;
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 29 + 7) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 3 + 26) % 31) / 16.0 - 1.0;
  double *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (double)((k * 11 + 4) % 31) / 16.0 - 1.0;
  kernel(A_0, A_1, A, C_0, C);
  print_d("A", pA, (long)A_0 * A_1);
  print_d("B", pB, (long)B_0 * B_1);
  print_d("C", pC, (long)C_0);
  print_d("D", pD, (long)D_0 * D_1);
  printf("s0 %.17g\n", s0);
  free(A);
  free(C);
  return 0;
}
