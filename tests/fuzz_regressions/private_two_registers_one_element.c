/* Regression (fuzzer, --reductions, seed 413086 on CUDA, the H100; also wrong on OpenCL): private
 * (register) promotion kept B[2] (the statements at _g0 == 4) and B[_g0 - 2] (every point) in two
 * registers, one element in both at _g0 == 4: the stale one was stored last, B[2] lost its updates.
 * Fixed: a register's accesses may not include those of an earlier register (s2s/gpu/private.py). */
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
#define N 4
#define A_0 14
#define B_0 4
#define C_0 15

static double out_acc0;
static double out_acc1;

static void kernel(int n, double A[A_0], double *B, int c0, double C[c0])
{
  double acc0 = 0.25;
  double acc1 = 0.25;
#pragma scop
  for (int i = 0; i < N - 1; i++) {
    for (int j = N - 1; j >= (N) / 2; j--) {
      acc1 *= 1.0 + 0.0009765625 * (fabs(-0.5 * A[j + 2] - 0.25 * (double)j * 0.0625 + 0.25 * acc0) > 1.0 ? 1.0 : fabs(-0.5 * A[j + 2] - 0.25 * (double)j * 0.0625 + 0.25 * acc0));
    }
  }
#pragma endscop
  ;
#pragma scop
  for (int i = N - 1; i >= (N) / 2; i -= 2) {
    for (int j = 1; j <= MIN(N - 1, i + 1); j++) {
      for (int k = j; k <= MIN(n - 1, j + 3); k++) {
        C[i + k + 1] *= 1.25;
      }
    }
    for (int j = i + 1; j <= n - 1; j++) {
      for (int k = N - 1; k >= j - 1; k--) {
        C[-i + 3] = 0.0625 * fabs(-0.5 * (double)k * 0.0625 + 0.25 * acc0) + C[-i + 3];
      }
    }
  }
  for (int i = 2; i <= n - 1; i++) {
    acc1 = fmin(acc1, 0.75 * A[i]);
    for (int j = 1; j <= N - 1; j++) {
      for (int k = 1; k <= n - 1; k++) {
        C[j - 1] *= 1.25;
        B[j - 1] -= 0.0625 * fabs(0.75 * C[j] + 0.75 * A[2 * j - 1]);
        C[i + 1] *= 1.0 + 0.0009765625 * (fabs(0.5 * acc0) > 1.0 ? 1.0 : fabs(0.5 * acc0));
      }
    }
  }
#pragma endscop
  out_acc0 = acc0;
  out_acc1 = acc1;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}

int main(void)
{
  double *A = malloc(sizeof(double) * A_0);
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 28 + 4) % 31) / 16.0 - 1.0;
  double *B = malloc(sizeof(double) * B_0);
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 5 + 8) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 8 + 11) % 31) / 16.0 - 1.0;
  kernel(14, A, B, C_0, C);
  print_double("B", pB, (long)B_0);
  print_double("C", pC, (long)C_0);
  printf("acc1 %.16e\n", out_acc1);
  free(A);
  free(B);
  free(C);
  return 0;
}
