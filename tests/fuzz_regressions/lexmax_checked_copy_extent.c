/* Regression: fuzz seed 13367 (generator 4, --c-features): CUDA and OpenCL printed s0 = -183 / -107 for
   -310.  B, a pointer to rows, was copied up to the last element the SCoP accesses (round faith26a), and
   isl's lexmax_pw_multi_aff gave that element as B[10][10] at m = 14 where row 10 is read up to column 14
   (the same set coalesced gave 14): B[10][11..14] were not copied in.
   Fixed: isl_util.checked_lexmax checks the maximum (its points lie in the set, none of the set is
   greater) and computes it again from the coalesced set (transfers._host_count, expand_arrays). */
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
#define N 12
#define M 6
#define A_0 21
#define A_1 5
#define B_0 14
#define B_1 22
#define C_0 25
#define D_0 23

static double A[A_0][A_1];
static int D[D_0];
static int s0 = 3;

static void kernel(int n, int m, int B[B_0][B_1], double *C)
{
#pragma scop
  for (int i = (M) / 3; i < m; i += 2) {
    D[1] = D[1] > 3 * D[i - 1] + 2 * s0 - 7 ? D[1] - 1 : (3 * D[i - 1] + 2 * s0 - 7) % 1009;
    s0 = (s0 + 2 * (D[i + 1]) / 2 + s0 + 3 * D[i]) % 1009;
    for (int j = (M) / 3; j <= MIN(N - 1, i + 4); j++) {
      C[2 * j] -= 0.0625 * (-0.25 * D[2 * j] + 1.5);
      A[j - i + 11][(i + 2) % 3] -= 0.0625 * (0.125 * D[i - j + 9] - 0.5 * (double)(i + 2) * 0.0625 - 0.25 * B[(j) % 3][j - 1]);
      for (int k = (j - 2) / 3; k < M - 1; k++) {
        s0 = (s0 + B[i - 2][i - k + 2] + 1) % 1009;
        if (i < 5) {
          B[i - 1][k + 1] /= -4;
        }
      }
      C[-i + 13] -= 0.0625 * (-0.5 * B[i - 2][j - i + 11] + 0.125 * C[j] + 0.75 * D[i - j + 9]);
    }
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
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 27 + 23) % 31) / 16.0 - 1.0;
  int (*B)[B_1] = malloc(sizeof(int) * B_0 * B_1);
  int *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (int)((int)((k * 28 + 0) % 61) - 30);
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 25 + 19) % 31) / 16.0 - 1.0;
  int *pD = &D[0];
  for (long k = 0; k < D_0; k++) pD[k] = (int)((int)((k * 26 + 2) % 61) - 30);
  kernel(8, 14, B, C);
  print_double("A", pA, (long)A_0 * A_1);
  print_int("B", pB, (long)B_0 * B_1);
  print_double("C", pC, (long)C_0);
  print_int("D", pD, (long)D_0);
  printf("s0 %d\n", s0);
  free(B);
  free(C);
  return 0;
}
