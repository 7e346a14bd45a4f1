/* Regression: fuzz --reductions seed 428839 (generator 4), CUDA: internal error "isl_map_coalesce
   failed: cannot relax redundant constraint" inside the split pass (passes/split.py), an isl failure, not
   its operation bound.  Fixed: any isl error in the pass leaves the schedule as it was. */
/* s2s fuzz (generator 4, --reductions): seed 428839 */
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
#define N 6
#define M 7
#define A_0 7
#define A_1 8
#define B_0 6
#define B_1 6
#define C_0 9
#define C_1 7

static double s0 = 0.5;

static void kernel(int n, int m, int a0, int a1, int A[a0][a1], double B[B_0][B_1], int c0, int c1, double C[c0][c1])
{
#pragma scop
  for (int i = n - 3; i >= (M) / 2; i--) {
    s0 = fmin(s0, sqrt(fabs(0.375 * n * 0.03125 - 0.25 * (double)(i + 3) * 0.0625)));
    for (int j = i; j <= n - 1; j++) {
      A[i][j] = A[i][j] > (i - 1) + 2 * A[j][i + 2] + 1 ? A[i][j] - 1 : ((i - 1) + 2 * A[j][i + 2] + 1) % 1009;
      A[j + i - 1][j - 1] = (A[j + i - 1][j - 1] + 2 * A[2 * i - 1][i] + 2 * A[j][-i + 3] + A[j + 2][j - 2] + 1) % 1009;
      for (int k = j; k < N; k++) {
        for (int l = n - 1; l >= (M) / 2; l--) {
          C[k + 1][k + 1] -= 0.0625 * fabs(0.75 * B[l + 1][k] - 0.25 * s0);
        }
      }
      s0 *= 1.0 + 0.0009765625 * (fabs(sqrt(fabs(0.5 * (double)j * 0.0625 - 0.25 * B[i][i + 2] + 0.375 * s0))) > 1.0 ? 1.0 : fabs(sqrt(fabs(0.5 * (double)j * 0.0625 - 0.25 * B[i][i + 2] + 0.375 * s0))));
    }
    for (int j = n - 1; j >= 0; j--) {
      for (int k = j; k < m; k++) {
        A[-i + 3][j - i + 3] = (3 * A[k + 2][i + 2] - 7) % 1009;
        A[i - 1][k + 1] = (2 * j + A[2][i - 1] + 3 * A[j + 2][j + 1] + 1) % 1009;
        for (int l = 0; l <= N - 1; l++) {
          B[k + 1][k] -= 0.0625 * (0.375 * s0 - 0.25 * m * 0.03125);
        }
        B[-k + 3][k] = -0.5 * A[-k + 3][i + k] + 0.5 * (double)(j + 2) * 0.0625;
      }
    }
    B[i - 2][i + 2] = 0.25 * B[i + 1][i + 2] + 0.5 * A[2 * i][i - 2] - 0.25 * (double)(i + 3) * 0.0625;
  }
#pragma endscop
  s0 = s0 * 0.5;
#pragma scop
  for (int i = (N) / 2; i <= m - 4; i++) {
    A[3][1] += (2 * A[i][i - 2] + 3 * A[2 * i - 1][i]) % 7;
  }
#pragma endscop
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
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (int)((int)((k * 29 + 30) % 61) - 30);
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 21 + 22) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 15 + 12) % 31) / 16.0 - 1.0;
  kernel(3, 4, A_0, A_1, A, B, C_0, C_1, C);
  print_int("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0 * B_1);
  print_double("C", pC, (long)C_0 * C_1);
  printf("s0 %.16e\n", s0);
  free(A);
  free(B);
  free(C);
  return 0;
}
