/* Regression: fuzz --reductions seed 432498 (generator 4), CUDA on the H100: a silent wrong result.  A
   one-thread kernel's loop, which has `#pragma unroll 1` in its own kernel (nvcc 13.0 unrolls such loops
   wrongly), was inlined without it into the persistent kernel that runs the launches of small sizes.
   Fixed: one-thread kernels' code keeps its loops rolled inside persistent kernels too. */
/* s2s fuzz (generator 4): seed 432498 */
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
#define N 24
#define M 14
#define A_0 24
#define B_0 21
#define B_1 22
#define C_0 42
#define C_1 36
#define D_0 40
#define D_1 43

static double A[A_0];
static double s0 = 0.5;

static void kernel(int b0, int b1, double B[b0][b1], int c0, int c1, double C[c0][c1], int d0, int d1, double D[d0][d1])
{
  int i, j;
#pragma scop
  for (i = (M) / 3; i <= N - 4; i++) {
    for (unsigned j = 0; j < N - 2; j += 2) {
      C[j][i + 2] = (D[j - i + 20][j + i + 1] > s0 ? D[j - i + 20][j + i + 1] : s0) * 0.5 + 0.5 * (double)i * 0.0625 + 0.25 * s0 + 0.125 * A[j + 2] + 0.125;
      C[i][i - 2] = C[i][i - 2] < (sqrt(fabs(0.25 * C[-i + 20][-i + 20] + 0.25 * D[2][-j + 21]))) ? C[i][i - 2] : (sqrt(fabs(0.25 * C[-i + 20][-i + 20] + 0.25 * D[2][-j + 21])));
    }
    for (j = MAX(0, i - 1); j <= i; j += 3) {
      D[-j + 20][i - j + 16] *= 0.5;
      C[i][3] += 0.0625 * (sqrt(fabs(0.375 * A[i + 1] + 0.375 * (double)(j + 2) * 0.0625)));
      s0 -= 0.03125 * (-0.25 * C[2 * j][i - j + 16] + 0.125 * (double)(j + 3) * 0.0625 + 1.5);
    }
    s0 = s0 < (0.5 * B[i - 2][i] - 0.25 * D[i][i - 1]) ? s0 : (0.5 * B[i - 2][i] - 0.25 * D[i][i - 1]);
  }
#pragma endscop
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}

int main(void)
{
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 24 + 0) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 2 + 30) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 5 + 14) % 31) / 16.0 - 1.0;
  double (*D)[D_1] = malloc(sizeof(double) * D_0 * D_1);
  double *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (double)((k * 28 + 15) % 31) / 16.0 - 1.0;
  kernel(B_0, B_1, B, C_0, C_1, C, D_0, D_1, D);
  print_double("C", pC, (long)C_0 * C_1);
  print_double("D", pD, (long)D_0 * D_1);
  printf("s0 %.16e\n", s0);
  free(B);
  free(C);
  free(D);
  return 0;
}
