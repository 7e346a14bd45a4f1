/* Regression (found by python -m s2s.fuzz, generator 1, seed 23717 on openmp; crash; reduced): the
 * checking process died of SIGSEGV inside isl: model.dependences._merge coalesced the union of the
 * dependence relations of different references (isl_map_coalesce), which crashes on these relations.
 * The crash does not reproduce from the relations' printed form (it depends on isl's internal
 * representation), so there is no plain isl reproducer.
 * Fixed: _merge unions the relations without coalescing them (coalescing only simplified them). */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 7
#define M 8
#define A_0 10
#define B_0 10


static void kernel(int n, double A[A_0], double *B)
{
#pragma scop
  for (int i = (N) / 2; i <= n - 4; i += 2) {
    for (int j = (N) / 3; j <= i + 1; j++) {
      A[j + 1] = 0.75 * A[j - 1];
      B[-i + 3] -= 0.0625 * (sqrt(fabs(-0.25 * (double)(j + 2) * 0.0625 + 0.125 * A[j + 1])));
      for (int k = N - 1; k > j; k -= 3) {
        B[j + 2] -= 0.0625 * (0.125 * B[k + 2] - 0.5 * A[k + 2] - 0.25 * B[j + 2]);
        if (j <= 3) {
          B[i + 2] -= 0.0625 * (-0.5 * (double)(j + 2) * 0.0625 + 0.25 * (double)(k + 3) * 0.0625 + 0.25 * (double)(i + 2) * 0.0625 + 0.125);
        }
        B[2 * i] -= 0.0625 * (-0.5 * B[k - 2] - 0.5 * (double)i * 0.0625 - 0.5 * A[-j + 4]);
      }
    }
  }
  for (int i = n - 4; i > (N) / 2 - 1; i--) {
    B[i + 1] *= 1.25;
    A[i - 2] = 0.25 * A[-i + 3] + 0.25 * B[i - 2] + 0.375 * B[2 * i - 1] + 1.5;
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
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 12 + 9) % 31) / 16.0 - 1.0;
  double *B = malloc(sizeof(double) * B_0);
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 21 + 3) % 31) / 16.0 - 1.0;
  kernel(5, A, B);
  print_d("A", pA, (long)A_0);
  print_d("B", pB, (long)B_0);
  free(A);
  free(B);
  return 0;
}

