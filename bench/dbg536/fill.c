/* translated by s2s: host part in C (its own prototype of the C library function 'printf'); kernels in the .cu file */
#ifndef s2s_floord
#define s2s_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
#define s2s_max(a, b) ((a) > (b) ? (a) : (b))
#endif
extern void s2s_scop0_kernel(int n, void *s2s_h0_C, void *s2s_h1_A);
/* s2s fuzz (generator 3): seed 300536 */
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
#define N 40
#define M 5
#define A_0 4
#define A_1 5
#define B_0 2
#define C_0 38
#define C_1 37

static double A[A_0][A_1];
static int s0 = 3;
static double out_acc0;

static void kernel(int n, unsigned char *B, unsigned C[C_0][C_1])
{
  double acc0 = 0.25;
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)C + (((38) - 1) + 1) * (long)sizeof(*C) <= (const char *)A || (const char *)A + (((4) - 1) + 1) * (long)sizeof(*A) <= (const char *)C)) {
  /* s2s: SCoP 0 runs on the GPU (2 kernels) */
  s2s_scop0_kernel(n, (void *)C, (void *)A);
} else {
  for (int i = 2; i < n - 3; i++) {
    C[i - 2][3] = C[i - 2][3] > 3 * C[-i + 34][i - 1] + 2 * C[i + 1][i + 2] ? C[i - 2][3] - 1 : (3 * C[-i + 34][i - 1] + 2 * C[i + 1][i + 2]) % 1009;
  }
  for (int i = (M) / 3; i < M - 3; i += 2) {
    C[i][i] = (C[i][i] + 3 * C[i + 1][i + 2] - 7) % 1009;
    A[2 * i][i + 1] *= 1.25;
  }
}
  out_acc0 = acc0;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}
static void print_unsigned(const char *name, const unsigned *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 9 + 11) % 31) / 16.0 - 1.0;
  unsigned char *B = malloc(sizeof(unsigned char) * B_0);
  unsigned char *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (unsigned char)((int)((k * 29 + 30) % 61) - 30);
  unsigned (*C)[C_1] = malloc(sizeof(unsigned) * C_0 * C_1);
  unsigned *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (unsigned)((int)((k * 13 + 21) % 61) - 30);
  kernel(38, B, C);
  print_double("A", pA, (long)A_0 * A_1);
  print_unsigned("C", pC, (long)C_0 * C_1);
  free(B);
  free(C);
  return 0;
}
