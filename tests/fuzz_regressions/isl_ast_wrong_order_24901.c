/* Regression (found by python -m s2s.fuzz, generator 1, seed 24901 on openmp; wrong result; reduced):
 * isl's AST generator (AstBuild.node_from_schedule_map) emits code that runs two conflicting
 * instances in an order that contradicts the schedule it was given (the isl schedule is valid:
 * every conflicting pair is ordered by it).  No AST build option avoids it.  When found (isl's
 * schedule depends on how the dependences are represented, so the instances may change):
 * S3[1, 2, 5] (m = 10) and S2[1, 2, 6] (m = 10) touch the same element but run in the wrong order.
 * Fixed: the verify pass (s2s/passes/verify.py) reads the generated ASTs back into an execution
 * order, rejects this one, and the pipeline falls back to the original order. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 9
#define M 8
#define A_0 11
#define A_1 12
#define B_0 17
#define B_1 16
#define C_0 10
#define D_0 7
#define D_1 9

static double D[D_0][D_1];

static void kernel(int n, int m, int A[A_0][A_1], int B[B_0][B_1], int C[C_0])
{
#pragma scop
  for (int i = 1; i <= N - 4; i++) {
    if (i % 2 == 1) {
      A[i - 1][2 * i - 1] = (3 * C[-i + 5] + 3 * A[3][i - 1]) % 1009;
    } else {
    }
    for (int j = i + 1; j < M; j++) {
      for (int k = j; k < m - 1; k++) {
        B[k - j + 5][j - 2] = (3 * A[i + 1][i - 1] + 3 * C[i] + 2 * B[i - 1][k + 2] - 7) % 1009;
        if (k >= 6 && k <= 8) {
          A[j + 2][j] = A[j + 2][j] > 2 * C[j + 2] + 3 * (j - 1) + B[k + 1][k - 2] ? A[j + 2][j] - 1 : (2 * C[j + 2] + 3 * (j - 1) + B[k + 1][k - 2]) % 1009;
        } else {
          C[j + 2] = (C[j + 2] + 3 * A[j][i - 1] + 2 * (j - 2)) % 1009;
        }
      }
      C[i] = (2 * B[j][i - 1]) % 1009;
    }
  }
#pragma endscop
}

static void print_d(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}
static void print_i(const char *name, const int *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%d\n", p[k]);
}

int main(void)
{
  int (*A)[A_1] = malloc(sizeof(int) * A_0 * A_1);
  int *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (int)((k * 25 + 11) % 61) - 30;
  int (*B)[B_1] = malloc(sizeof(int) * B_0 * B_1);
  int *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (int)((k * 5 + 13) % 61) - 30;
  int *C = malloc(sizeof(int) * C_0);
  int *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (int)((k * 18 + 24) % 61) - 30;
  double *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (double)((k * 4 + 15) % 31) / 16.0 - 1.0;
  kernel(10, 13, A, B, C);
  print_i("A", pA, (long)A_0 * A_1);
  print_i("B", pB, (long)B_0 * B_1);
  print_i("C", pC, (long)C_0);
  print_d("D", pD, (long)D_0 * D_1);
  free(A);
  free(B);
  free(C);
  return 0;
}

