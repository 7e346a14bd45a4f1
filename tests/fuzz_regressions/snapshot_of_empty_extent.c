/* Regression (s2s fuzz, generator 4, --c-features, seed 9007): at n = 5 the extent of A that the SCoP copies is 0, and the OpenCL translation stopped with CL_INVALID_VALUE in the copy of A into its snapshot (s2s_in_A). Fixed: a snapshot copy of 0 bytes is skipped on OpenCL, as the copies to and from the host are (templates/opencl_host.j2). */
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
float fminf(float, float);
float fmaxf(float, float);
double fmin(double, double);
double fmax(double, double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 22
#define A_0 9
#define B_0 8

static unsigned s0 = 3;
static double s1 = 0.5;

static void kernel(int n, unsigned *A, float *B)
{
#pragma scop
  for (int i = (N) / 3; i <= n - 1; i++) {
    if (i >= 7 && i <= 7) {
      B[-i + 7] = 0.125 * A[i] + 0.125 * B[i];
    }
    for (int j = n - 1; j >= i; j--) {
      float t0 = fabsf(2.0f * (float)(A[j])) * 0.5f;
    }
    A[i - 2] = (A[i - 2] + s0 + 2 * A[i + 1]) % 1009;
  }
#pragma endscop
}

static void print_float(const char *name, const float *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.8e\n", p[k]);
}
static void print_unsigned(const char *name, const unsigned *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  unsigned *A = malloc(sizeof(unsigned) * A_0);
  unsigned *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (unsigned)((int)((k * 23 + 26) % 61) - 30);
  float *B = malloc(sizeof(float) * B_0);
  float *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (float)((k * 28 + 28) % 31) / 16.0 - 1.0;
  kernel(5, A, B);
  print_unsigned("A", pA, (long)A_0);
  print_float("B", pB, (long)B_0);
  free(A);
  free(B);
  return 0;
}
