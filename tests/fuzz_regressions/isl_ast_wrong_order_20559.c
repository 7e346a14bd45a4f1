/* Regression (found by python -m s2s.fuzz, generator 1, seed 20559 on openmp; wrong result; reduced):
 * isl's AST generator (AstBuild.node_from_schedule_map) emits code that runs two conflicting
 * instances in an order that contradicts the schedule it was given (the isl schedule is valid:
 * every conflicting pair is ordered by it).  No AST build option avoids it.  When found (isl's
 * schedule depends on how the dependences are represented, so the instances may change):
 * S4[1, 1, 2, 1] (m = 2) and S2[1, 1, 3] (m = 2) touch the same element but run in the wrong order.
 * Since dependence relations are no longer coalesced (isl_coalesce_crash.c), isl's scheduler
 * returns another schedule here and the AST is right; the program stays as a check.
 * Fixed: the verify pass (s2s/passes/verify.py) reads the generated ASTs back into an execution
 * order, rejects this one, and the pipeline falls back to the original order. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 4
#define M 3
#define A_0 12
#define B_0 9

static double B[B_0];
static double s0 = 0.5;
static double s1 = 0.5;

static void kernel(int n, int m, double *A)
{
#pragma scop
  for (int i = m - 1; i > (M) / 2 - 1; i--) {
    for (int j = N - 2; j >= i; j--) {
      if (i <= 2) {
      } else {
      }
      B[i - 1] += 0.0625 * (sqrt(fabs(0.5 * B[j - 1] + 0.125 * A[i - 1])));
      for (int k = j + 1; k <= N - 1; k++) {
        B[j - k + 2] = 0.5 * A[2 * k - 1] - 0.5 * (double)(j + 2) * 0.0625;
        A[k + 2] = 0.125 * s0 + 0.75 * B[j - k + 2] + 0.125 * B[j + 1];
        for (int l = m - 1; l > -1; l -= 3) {
          B[i - k + 2] = 0.75 * (double)(l + 3) * 0.0625 + 0.75 * A[0];
          B[k] *= 1.25;
        }
      }
    }
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
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 6 + 5) % 31) / 16.0 - 1.0;
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 19 + 2) % 31) / 16.0 - 1.0;
  kernel(3, 8, A);
  print_d("A", pA, (long)A_0);
  print_d("B", pB, (long)B_0);
  printf("s0 %.17g\n", s0);
  printf("s1 %.17g\n", s1);
  free(A);
  return 0;
}

