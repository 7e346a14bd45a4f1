/* Regression: fuzz --c-features seed 10723 (generator 4), OpenCL on PoCL: a silent wrong result (A[2..4]
   held `A[i + 2] = ...`'s values where the sequential build prints `A[i] = ...`'s).  The second SCoP's
   `A[j + k + 1] *= 0.75` ran in column mode (gpu/reduction.py), one point per element of A; column mode
   moves the statements that run after the loop at a point (`A[i + 2] = ...` at points 5 and 6) after the
   tree's update, but at points 2..4, where no update runs, `A[i] = ...` runs after `A[i + 2] = ...` and
   stayed in place, so it ran first and lost its value.  Fixed: column mode is refused when a statement that
   stays in place runs after one that moves (_column_analysis).  Also wrong at 84918bb (before session 27). */
/* s2s fuzz (generator 4, c-features 1): seed 10723 */
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
#define N 8
#define A_0 20
#define B_0 15
#define B_1 9
#define B_2 18

static double A[A_0];
static int s0 = 3;
static double out_acc0;
static int out_acc1;
static int out_i;
static int out_j;
static int out_k;

static void kernel(int n, int m, float B[B_0][B_1][B_2])
{
  int i = 0, j = 0, k = 0;
  double acc0 = 0.25;
  int acc1 = 5;
#pragma scop
  for (i = m - 4; i >= 0; i--) {
    for (unsigned char j = 2; j < i + 3; j++) {
      A[-j + 9] += 0.0625 * (0.25 * B[2 * i][1][j + 1] - 0.5 * B[j - 2][j - 2][2 * j - 1]);
    }
    for (long j = 0; j <= m - 2; j += 2) {
      acc1 = (acc1 + 3 * s0 - 7) % 1009;
      B[(2 * j - 4) % 2 + 1][i][i] += 0.0625 * (((double)(i + 3) * 0.0625 > A[j] ? (double)(i + 3) * 0.0625 : A[j]) * 0.5 + 0.5 * B[(i) / 3][(j - 1) / 2][j] + 0.75 * A[-i + 7]);
      long acc0 = (6 + i + (4 & 12) + 1) % 1009;
    }
  }
#pragma endscop
  s0 = s0 / 2;
#pragma scop
  for (i = 0; i < N - 3; i++) {
    A[i + 2] = 0.75 * B[i][i + 2][i] + 0.375 * B[i + 1][i][2 * i] + 1.5;
    for (j = (N) / 2; j <= MIN(N - 1, i + 2); j++) {
      for (int k = n - 1; k > -1; k--) {
        if (i < j - 1) {
          A[j + k + 1] *= 0.75;
        }
      }
    }
    A[i] = 0.0625 * ((3 * ((i - 1) >= (i - 2) ? (i - 1) : (i - 2)) + (2 > 7 ? 2 : 7) + (i - 2)) / 4) + 0.25 * n * 0.03125 + 0.125 * floorf(B[i][i + 1][i] * 8.0f);
  }
#pragma endscop
  out_acc0 = acc0;
  out_acc1 = acc1;
  out_i = i;
  out_j = j;
  out_k = k;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}
static void print_float(const char *name, const float *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.8e\n", p[k]);
}

int main(void)
{
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 25 + 22) % 31) / 16.0 - 1.0;
  float (*B)[B_1][B_2] = malloc(sizeof(float) * B_0 * B_1 * B_2);
  float *pB = &B[0][0][0];
  for (long k = 0; k < B_0 * B_1 * B_2; k++) pB[k] = (float)((k * 28 + 7) % 31) / 16.0 - 1.0;
  kernel(12, 11, B);
  print_double("A", pA, (long)A_0);
  print_float("B", pB, (long)B_0 * B_1 * B_2);
  printf("acc1 %d\n", out_acc1);
  printf("i %d\n", out_i);
  printf("j %d\n", out_j);
  printf("k %d\n", out_k);
  free(B);
  return 0;
}
