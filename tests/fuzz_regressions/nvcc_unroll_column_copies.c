/* Regression: fuzz --reductions seed 443351 (generator 4), CUDA on the H200: a silent wrong result
   (B[6][4] 11 where the sequential build prints 12).  The column reduction S3 (`B[k + 2][k] -= (l - 2) %
   7` over i, j and l) runs with 4 copies of its lane's body (codegen/reduction_unroll.py); nvcc 13.0
   unrolled the loops inside the copies wrongly (a `long` iterator stepping by 2, read as `(int)_c2`).
   Measured on the H200 with the kernel alone over n = 1..90: wrong for 8, 16 and 32 lanes with ptxas -O1,
   -O2 and -O3, right with -Xptxas -O0, -Xcicc -O0, -G, an `int` iterator, no copies, or `#pragma unroll 1`
   on the inner loop; compute-sanitizer (memcheck, racecheck, initcheck, synccheck) clean.  Fixed: on
   CUDA the loops inside a reduction loop's copies keep `#pragma unroll 1` (codegen/reduction_code.py). */
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
#define N 5
#define M 4
#define A_0 4
#define A_1 5
#define B_0 14
#define B_1 15

static double A[A_0][A_1];
static int B[B_0][B_1];

static void kernel(int n, int m)
{
  int i, j, k, l;
#pragma scop
  for (i = 1; i <= n - 1; i++) {
    if (i >= 2 && i <= 3) {
      B[-i + 6][i - 1] = (2 * B[2 * i + 1][i + 1] + 3 * B[i + 2][i + 1] + 1) % 1009;
    } else {
      A[2][3] += 0.0625 * fabs(-0.25 * (double)i * 0.0625 + 0.375 * B[2 * i][2 * i + 1] + 0.125);
    }
    for (j = i + 2; j >= i; j--) {
      A[1][0] = fmax(((double)(j + 3) * 0.0625 > B[i + 2][i + 1] ? (double)(j + 3) * 0.0625 : B[i + 2][i + 1]) * 0.5 + 0.375 * m * 0.03125 + 0.5 * (double)(i + 3) * 0.0625, A[1][0]);
      for (k = 0; k < j + 1; k += 2) {
        for (l = k - 1; l < n - 2; l += 2) {
          B[k + 2][k] -= ((l - 2)) % 7;
        }
      }
    }
  }
  for (i = (N) / 3; i <= n - 3; i++) {
    B[0][0] += (B[i][i] + 3 * B[i + 2][1] - 7) % 7;
    B[0][2] = B[0][2] <= (3 * B[2 * i + 1][i + 1] + 2 * m + B[i - 1][2]) ? B[0][2] : (3 * B[2 * i + 1][i + 1] + 2 * m + B[i - 1][2]);
    for (j = (M) / 3; j <= M - 4; j++) {
      B[i - 1][j] = B[i - 1][j] > B[2 * j - 1][j - 1] + 3 * j ? B[i - 1][j] - 1 : (B[2 * j - 1][j - 1] + 3 * j) % 1009;
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
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 19 + 0) % 31) / 16.0 - 1.0;
  int *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (int)((int)((k * 20 + 4) % 61) - 30);
  kernel(7, 5);
  print_double("A", pA, (long)A_0 * A_1);
  print_int("B", pB, (long)B_0 * B_1);
  return 0;
}
