/* Regression (found by python -m s2s.fuzz --reductions, seed 441459 on cuda, on an H200 machine;
 * internal error on every device target): B[-i + 6] leaves B's declared rows below row 0 from n >= 8 on,
 * so the SCoP's device code runs only for n <= 7 (faith14's parameter extents), and the full reduction
 * kernel of A[i][i + 1] over j, which runs only where 2 * i <= n - 3 with i >= 6, has no instance there:
 * the reduction's element was printed from an AST build whose context was empty ("cannot handle void
 * expression"). Fixed: such a kernel's element is printed without the context, under its domain's
 * condition (reduction_code._full_element). */
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

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 12
#define A_0 10
#define A_1 11
#define B_0 14

static double out_acc0;

static void kernel(int n, double A[A_0][A_1], double B[B_0])
{
  double acc0 = 0.25;
#pragma scop
  for (int i = (N) / 2; i < n; i++) {
    B[2 * i + 1] += 0.0625 * (0.75 * A[i + 1][i + 2] - 0.5 * A[i - 1][i + 1] + 0.5 * acc0 + 0.125);
    for (int j = 0; j <= n - 1; j++) {
      A[i][i + 1] -= 0.0625 * fabs(0.75 * B[j]);
      B[-i + 6] = 0.0625 * fabs(0.375 * A[j + 2][j + 2] + 0.375 * acc0 + 1.5) + B[-i + 6];
      double acc0 = 0.25 * A[i + 1][i];
    }
  }
#pragma endscop
  out_acc0 = acc0;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}

int main(void)
{
  double (*A)[A_1] = malloc(sizeof(double) * A_0 * A_1);
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 17 + 23) % 31) / 16.0 - 1.0;
  double *B = malloc(sizeof(double) * B_0);
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 19 + 21) % 31) / 16.0 - 1.0;
  kernel(1, A, B);
  print_double("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0);
  free(A);
  free(B);
  return 0;
}
