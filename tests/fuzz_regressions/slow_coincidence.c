/* Regression (found by python -m s2s.fuzz, generator 1, seed 71537 on openmp; timeout): re-checking the
 * coincident flags of isl's schedule (passes/parallelism.member_is_parallel) ran for minutes: the set
 * difference of a band's dependence relation with its "same value in this member" part.
 * Fixed: the test intersects with "less" and "greater" orders instead of subtracting, under an isl
 * operation bound (PARALLEL_MAX_OPERATIONS); past it the member counts as sequential. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);
double sqrt(double);
double fabs(double);

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 5
#define A_0 5
#define A_1 4
#define A_2 3
#define B_0 8
#define B_1 7
#define C_0 15
#define C_1 8

static double s0 = 0.5;

static void kernel(int n, int m, int a0, int a1, int a2, double A[a0][a1][a2], int b0, int b1, int B[b0][b1], int c0, int c1, int C[c0][c1])
{
#pragma scop
  for (int i = m - 4; i >= 0; i--) {
    if (i >= 0 && i <= 1) {
      A[2 * i][i + 1][i] = 0.375 * B[i][i] + 0.25 * A[2 * i + 1][i][-i + 1] + 1.5;
    } else {
      B[2 * i][2 * i] = (B[2 * i][2 * i] + 2 * B[-i + 1][2 * i] + 3 * C[i][i] + 2 * C[-i + 1][i] - 7) % 1009;
    }
    for (int j = m - 1; j > -1; j -= 3) {
      for (int k = j + 2; k >= j - 1; k--) {
        s0 += 0.03125 * (-0.25 * C[2 * k + 2][j + 2] - 0.25 * B[j + 2][j] + 0.0625);
        double t0 = -0.25 * (double)(j + 3) * 0.0625;
        C[0][j - i + 1] = (C[0][j - i + 1] + (i - 2) + 1) % 1009;
      }
    }
  }
  for (int i = 0; i < N - 2; i += 3) {
    B[3][i + 2] = (3 * (i - 3) + 2 * C[2 * i][i] + 3 * C[i][1] - 7) % 1009;
    for (int j = i; j <= i - 1; j++) {
      A[i][i + 1][j + 1] = -0.5 * C[i][2 * i + 1];
    }
  }
#pragma endscop
  s0 = s0 * 0.5;
#pragma scop
  for (int i = 0; i <= m - 2; i += 2) {
    B[2 * i + 1][i] = B[2 * i + 1][i] > 2 * n + 3 * n + 2 * (i - 2) + 1 ? B[2 * i + 1][i] - 1 : (2 * n + 3 * n + 2 * (i - 2) + 1) % 1009;
  }
#pragma endscop
}

static void print_d(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}
static void print_i(const char *name, const int *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%d\n", p[k]);
}

int main(void)
{
  double (*A)[A_1][A_2] = malloc(sizeof(double) * A_0 * A_1 * A_2);
  double *pA = &A[0][0][0];
  for (long k = 0; k < A_0 * A_1 * A_2; k++) pA[k] = (double)((k * 13 + 5) % 31) / 16.0 - 1.0;
  int (*B)[B_1] = malloc(sizeof(int) * B_0 * B_1);
  int *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (int)((k * 26 + 4) % 61) - 30;
  int (*C)[C_1] = malloc(sizeof(int) * C_0 * C_1);
  int *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (int)((k * 2 + 18) % 61) - 30;
  kernel(6, 5, A_0, A_1, A_2, A, B_0, B_1, B, C_0, C_1, C);
  print_d("A", pA, (long)A_0 * A_1 * A_2);
  print_i("B", pB, (long)B_0 * B_1);
  print_i("C", pC, (long)C_0 * C_1);
  printf("s0 %.17g\n", s0);
  free(A);
  free(B);
  free(C);
  return 0;
}
