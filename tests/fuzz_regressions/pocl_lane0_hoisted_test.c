/* Regression: fuzz --reductions seed 420222 (generator 4), OpenCL on PoCL 3.1: wrong results (A and B
   differ; docs/verification.md: "s2s does not work around it yet").  In the group-reduction kernel, the
   lane-0 statements `if (_l == 0) { S4 } if (_l == 0) { S5 }` before the reduction over the point never
   ran: LLVM hoisted `_l == 0` out of the grid-stride loop, and PoCL's work-group function had no
   parallel region for them (the same PoCL shape as persistent_branch_after_barrier.c).
   Fixed: OpenCL reduction kernels store to a volatile local after every barrier and first in each loop
   body or branch that holds barriers (`_anchor`, codegen/reduction_code.py), so that no barrier's block
   ends in the branch (pocl_lane0_after_barrier.c is seed 41 of --c-features, the same shape). */
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
#define N 8
#define M 9
#define A_0 9
#define A_1 11
#define B_0 9
#define B_1 10
#define C_0 16
#define C_1 12
#define D_0 2
#define D_1 2

static int D[D_0][D_1];
static double s0 = 0.5;
static double out_acc0;
static int out_acc1;

static void kernel(int n, int a0, int a1, int A[a0][a1], int b0, int b1, double B[b0][b1], double C[C_0][C_1])
{
  int i, j, k;
  double acc0 = 0.25;
  int acc1 = 5;
#pragma scop
  for (i = N - 3; i >= (M) / 2; i--) {
    for (int j = i + 1; j <= N - 1; j += 3) {
      C[-j + 7][j + i - 1] -= 0.0625 * (0.125 * C[2 * j - 1][i - 2] - 0.5 * C[i][j - 1] + 0.375 * C[2 * i + 1][i + 1]);
      for (k = j + 1; k < M - 2; k++) {
        s0 -= 0.03125 * (0.5 * A[-i + 5][i] - 0.5 * n * 0.03125 + 0.75 * B[k + 1][k + 2]);
      }
      if (j + i < N) {
        A[j + 1][2] = (acc1 + A[-j + 7][j] + acc1 - 7) % 1009;
      } else {
        C[i - 1][1] *= 0.75;
      }
    }
  }
  for (int i = 0; i <= N - 3; i++) {
    A[i][2 * i] = A[i][2 * i] > 2 * (i - 2) - 7 ? A[i][2 * i] - 1 : (2 * (i - 2) - 7) % 1009;
    B[i][i] = 0.125 * A[i][i + 2] + 0.125 * C[i][2 * i + 1] + 0.125;
    for (j = 0; j < N; j += 2) {
      A[i + 2][2 * i] -= (2 * acc1 + 1) % 7;
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
static void print_int(const char *name, const int *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  int (*A)[A_1] = malloc(sizeof(int) * A_0 * A_1);
  int *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (int)((int)((k * 27 + 12) % 61) - 30);
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 22 + 13) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 1 + 7) % 31) / 16.0 - 1.0;
  int *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (int)((int)((k * 24 + 12) % 61) - 30);
  kernel(14, A_0, A_1, A, B_0, B_1, B, C);
  print_int("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0 * B_1);
  print_double("C", pC, (long)C_0 * C_1);
  printf("s0 %.16e\n", s0);
  free(A);
  free(B);
  free(C);
  return 0;
}
