/* Regression (found by python -m s2s.fuzz, generator 1, seed 27985 on openmp; wrong result; reduced):
 * isl's AST generator (AstBuild.node_from_schedule_map) emits code that runs two conflicting
 * instances in an order that contradicts the schedule it was given (the isl schedule is valid:
 * every conflicting pair is ordered by it).  No AST build option avoids it.  When found (isl's
 * schedule depends on how the dependences are represented, so the instances may change):
 * S1[1, 3, 1] and S2[1, 3, 1] touch the same element but run in the wrong order.
 * Fixed: the verify pass (s2s/passes/verify.py) reads the generated ASTs back into an execution
 * order, rejects this one, and the pipeline falls back to the original order. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 5
#define A_0 9
#define A_1 13
#define A_2 14
#define B_0 14
#define B_1 16

static double A[A_0][A_1][A_2];
static double s0 = 0.5;
static double s1 = 0.5;
static int out_acc0;

static void kernel(int B[B_0][B_1])
{
  int acc0 = 5;
#pragma scop
  for (int i = 1; i <= N - 1; i += 3) {
    for (int j = i + 2; j >= 0; j -= 3) {
      for (int k = 0; k < N; k++) {
        B[2 * j + 1][i + 2] = (2 * B[i + j + 1][j] + B[k + 1][i + 1] + 2 * B[j][-k + 4] + 1) % 1009;
        A[k + 2][k][i + 2] *= 1.25;
        A[j][k][j] -= 0.0625 * (0.125 * s1 + 0.125 * B[j][k] + 0.0625);
      }
      for (int k = (N) / 2; k <= j; k++) {
        A[-i + 4][-k + 6][-i + 4] += 0.0625 * (0.25 * A[j + 1][j + 2][k + i + 1] + 1.5);
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
static void print_i(const char *name, const int *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%d\n", p[k]);
}

int main(void)
{
  double *pA = &A[0][0][0];
  for (long k = 0; k < A_0 * A_1 * A_2; k++) pA[k] = (double)((k * 6 + 0) % 31) / 16.0 - 1.0;
  int (*B)[B_1] = malloc(sizeof(int) * B_0 * B_1);
  int *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (int)((k * 28 + 8) % 61) - 30;
  kernel(B);
  print_d("A", pA, (long)A_0 * A_1 * A_2);
  print_i("B", pB, (long)B_0 * B_1);
  free(B);
  return 0;
}

