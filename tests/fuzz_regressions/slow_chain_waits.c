/* Regression (found by python -m s2s.fuzz --c-features, generator 4, seed 7789 on cuda; timeout):
 * `s2s translate --target cuda` did not finish in 300 s.  The cost model's chain_waits asked isl for
 * the loads of each strided kernel that wait on a store (a subtraction taking seconds each, which isl's
 * operation count does not stop) at every size the profitability model samples, and isl's scheduler
 * does not finish on the SCoP (it is stopped after --schedule-timeout, then the original order is used).
 * Fixed: chain_waits is remembered per kernel on the SCoP, runs within an operation bound, and for
 * kernels with existential variables in a forked child with a time limit (a twelfth of
 * --schedule-timeout); past it no wait is assumed (s2s/gpu/cost.py).
 * s2s-options: --schedule-timeout 6 */
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
#define N 5
#define M 8
#define A_0 14
#define B_0 14
#define B_1 10
#define B_2 8
#define C_0 7
#define D_0 11

static double B[B_0][B_1][B_2];
static unsigned s0 = 3;

static void kernel(int n, int m, double *A, double *C, unsigned char D[D_0])
{
#pragma scop
  for (int i = 1; i < M; i++) {
    for (long j = MIN(N - 1, i + 2); j >= i; j--) {
      A[(-j + 2) % 2 + 1] = sqrt(fabs(-0.5 * B[i + 1][i + 2][j + 1] + 0.75 * A[2 * i - 1]));
      for (short k = n - 1; k > MAX(-1, j - 2); k -= 3) {
        C[0] = 0.0625 * ((2 * D[-j + 4]) / 2) + -0.5 * A[(2 * j + 1) / 2];
        for (int l = (k - 4) / 2; l < k + 2; l++) {
          A[l + 2] = 0.5 * D[k + 1] + 0.5 * s0 + 0.375 * s0;
          B[-i + 7][i - 1][j + 2] *= 1.25;
        }
        for (int l = 2; l <= MIN(M - 1, k + 2); l++) {
          C[i - 1] = fmin(0.75 * A[(j) % 3] - 0.25 * C[k], A[(l) % 5]);
        }
      }
    }
    for (int j = i; j <= MIN(M - 1, i + 1); j += 2) {
      D[j + 1] *= 255;
      for (int k = 0; k <= MIN(n - 1, j + 4); k++) {
        s0 = (s0 + s0 + 2 * D[j - 1] + 3 * (D[i - 1] >> 1) + 1) % 1009;
      }
      B[j + i - 1][j][(j - 4) % 5 + 3] += 0.0625 * (sqrt(fabs(0.75 * C[(-i + 2) / 2 + 2] - 0.25 * n * 0.03125 - 0.5 * D[i - 1])) + 1.5);
    }
  }
#pragma endscop
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}
static void print_unsigned_char(const char *name, const unsigned char *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  double *A = malloc(sizeof(double) * (A_0 + C_0));
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 18 + 20) % 31) / 16.0 - 1.0;
  double *pB = &B[0][0][0];
  for (long k = 0; k < B_0 * B_1 * B_2; k++) pB[k] = (double)((k * 3 + 27) % 31) / 16.0 - 1.0;
  double *C = A + 9;   /* overlaps A */
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 4 + 11) % 31) / 16.0 - 1.0;
  unsigned char *D = malloc(sizeof(unsigned char) * D_0);
  unsigned char *pD = &D[0];
  for (long k = 0; k < D_0; k++) pD[k] = (unsigned char)((int)((k * 24 + 21) % 61) - 30);
  kernel(3, 3, A, C, D);
  print_double("A", pA, (long)A_0);
  print_double("B", pB, (long)B_0 * B_1 * B_2);
  print_double("C", pC, (long)C_0);
  print_unsigned_char("D", pD, (long)D_0);
  printf("s0 %u\n", s0);
  free(A);
  free(D);
  return 0;
}
