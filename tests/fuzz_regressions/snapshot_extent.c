/* Regression: fuzz --reductions seed 20730 (generator 3), CUDA and OpenCL: wrong results.  The reads
   B[i - 1] and B[2 * i] only see values from before the SCoP, so they read a snapshot of B (passes/
   snapshot.py); the copy of B on the device was sized by B's remaining accesses (its writes B[i - 2]),
   and the snapshot, copied from it, missed the elements B[2 * i] reads.
   Fixed: transfers.footprint counts a snapshot's reads as accesses of its array. */
/* café crème brûlée ÿ */
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
#define N 13
#define A_0 75
#define B_0 73

static double A[A_0];
static double s0 = 0.5;
static double out_acc0;

static void kernel(int n, double *B)
{
  int i;
  double acc0 = 0.25;
#pragma scop
  for (int i = n - 3; i >= (N) / 2; i -= 2) {
    A[i + 2] = 0.25 * A[i - 2] - 0.5 * B[i - 1];
  }
  for (i = 2; i <= n - 1; i++) {
    A[1] = (s0 > s0 ? s0 : s0) * 0.5 + 0.25 * B[2 * i] + 1.5;
    A[2] *= 1.0 + 0.0009765625 * (fabs(-0.5 * s0 + 0.125) > 1.0 ? 1.0 : fabs(-0.5 * s0 + 0.125));
    if (i != 29) {
      B[i - 2] = -0.5 * n * 0.03125 + 0.125 * A[2 * i];
    }
  }
#pragma endscop
  out_acc0 = acc0;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 24 + 3) % 31) / 16.0 - 1.0;
  double *B = malloc(sizeof(double) * B_0);
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 8 + 24) % 31) / 16.0 - 1.0;
  kernel(37, B);
  print_double("A", pA, (long)A_0);
  print_double("B", pB, (long)B_0);
  free(B);
  return 0;
}
