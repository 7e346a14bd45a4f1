/* Regression (found by python -m s2s.fuzz, generator 1, seed 30296 on openmp; wrong result; reduced):
 * isl's AST generator (AstBuild.node_from_schedule_map) emits code that runs two conflicting
 * instances in an order that contradicts the schedule it was given (the isl schedule is valid:
 * every conflicting pair is ordered by it).  No AST build option avoids it.  When found (isl's
 * schedule depends on how the dependences are represented, so the instances may change):
 * S3[2, 4, 6] (n = 10, a0 = 0, a1 = 0) and S2[2, 4, 7] (n = 10, a0 = 0, a1 = 0) touch the same element but run in the wrong order.
 * Fixed: the verify pass (s2s/passes/verify.py) reads the generated ASTs back into an execution
 * order, rejects this one, and the pipeline falls back to the original order. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 7
#define A_0 10
#define A_1 14
#define B_0 13
#define B_1 11
#define C_0 12

static double out_acc0;

static void kernel(int n, int a0, int a1, double A[a0][a1], double B[B_0][B_1], double *C)
{
  int i, j, k;
  double acc0 = 0.25;
#pragma scop
  for (int i = 2; i <= n - 1; i += 3) {
    C[i + 2] = 0.125 * acc0 - 0.5 * C[i + 1] + 1.5;
    for (int j = MIN(N - 1, i + 4); j >= i + 1; j--) {
      for (k = 2; k < n - 2; k++) {
        acc0 -= 0.03125 * ((n * 0.03125 > C[i - 2] ? n * 0.03125 : C[i - 2]) * 0.5 + 0.75 * B[-i + 9][i]);
        if (k != 3) {
          A[i - 1][k] += 0.0625 * ((A[k + 1][2 * j + 1] > acc0 ? A[k + 1][2 * j + 1] : acc0) * 0.5 + 0.75 * B[i + 1][j + 2] + 0.375 * B[i - 1][j + 1]);
        }
        B[j + 2][k + 2] = 0.75 * A[j - k + 4][3] - 0.5 * A[-k + 7][2 * j - 1] - 0.5 * B[i - 1][j - 2];
      }
    }
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
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 12 + 2) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 11 + 0) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 24 + 23) % 31) / 16.0 - 1.0;
  kernel(10, A_0, A_1, A, B, C);
  print_d("A", pA, (long)A_0 * A_1);
  print_d("B", pB, (long)B_0 * B_1);
  print_d("C", pC, (long)C_0);
  printf("acc0 %.17g\n", out_acc0);
  free(A);
  free(B);
  free(C);
  return 0;
}

