/* Regression (found by python -m s2s.fuzz --reductions, seed 440648 on cuda, on an H200 machine; wrong
 * result, also on OpenCL): kernel 6 (`C[i-2][j-2] = fmax(C[i-2][j-2], ...)` over k, index-set split at
 * k == 3 and 4) got the contraction fast path with masked tiles. Its accumulator was loaded and stored
 * at the update's iterators evaluated at k = _klo, the tile's least k; as functions of the point and k
 * those are piecewise, and at a k outside the point's own range (k >= 3 at point (3, 4)) they took
 * another piece: C[2][2] was loaded and stored in place of C[1][2]. Fixed: the accumulator is accessed
 * at the iterators of one instance of the point (ContractionPlan.acc_args, isl's lexmin of the point's
 * instances), which do not involve k. */
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
#define M 5
#define A_0 12
#define A_1 12
#define A_2 12
#define B_0 12
#define B_1 13
#define C_0 7
#define C_1 13

static int A[A_0][A_1][A_2];

static void kernel(int n, int b0, int b1, float B[b0][b1], float C[C_0][C_1])
{
#pragma scop
  for (int i = (N) / 2; i <= n - 2; i++) {
    C[i][2 * i + 1] = -0.25 * B[2 * i + 1][2 * i + 1] + 0.75 * A[i - 1][i][i - 1] + 0.125 * A[i][2 * i + 1][2 * i];
    A[2][0][2] = A[2][0][2] <= (A[i + 2][i - 1][i + 2] + 2 * A[i + 1][i + 1][2 * i + 1] - 7) ? A[2][0][2] : (A[i + 2][i - 1][i + 2] + 2 * A[i + 1][i + 1][2 * i + 1] - 7);
    for (int j = i; j < MIN(N, i + 2); j++) {
      C[i + 1][i] = C[i + 1][i] + 0.0625 * fabs(-0.25 * A[i - 2][-i + 5][i + j] + 0.75 * A[i + 1][i + 1][i]);
      for (int k = j - 1; k <= N - 1; k++) {
        if (j >= 3 && j <= 3) {
          C[k - 1][-j + 4] = 0.125 * A[k - 1][i - 1][i - 1] - 0.5 * B[j][i];
        } else {
          C[i - 2][j - 2] = fmax(C[i - 2][j - 2], 0.5 * A[k + 1][i][i + 1] - 0.5 * (double)(i + 3) * 0.0625 + 0.125);
        }
      }
      for (int k = N - 1; k >= 0; k--) {
        if (i < k + 2) {
          B[i - 2][j + i - 1] *= 1.25;
        }
        A[1][3][1] += (2 * A[i + 2][i - j + 2][2 * i] + 2 * (k - 2) + 3 * A[j + 2][k][j - k + 2] + 1) % 7;
        A[k][k + 2][k] = (2 * A[k + i + 1][-k + 4][-i + 5] + A[k][j - 1][0] - 7) % 1009;
      }
      B[i][2 * i - 1] = fmin(B[i][2 * i - 1], 0.125 * sqrtf(fabsf(C[j - 1][1])));
    }
  }
#pragma endscop
}

static void print_float(const char *name, const float *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.8e\n", p[k]);
}
static void print_int(const char *name, const int *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  int *pA = &A[0][0][0];
  for (long k = 0; k < A_0 * A_1 * A_2; k++) pA[k] = (int)((int)((k * 25 + 5) % 61) - 30);
  float (*B)[B_1] = malloc(sizeof(float) * B_0 * B_1);
  float *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (float)((k * 15 + 20) % 31) / 16.0 - 1.0;
  float (*C)[C_1] = malloc(sizeof(float) * C_0 * C_1);
  float *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (float)((k * 17 + 13) % 31) / 16.0 - 1.0;
  kernel(7, B_0, B_1, B, C);
  print_int("A", pA, (long)A_0 * A_1 * A_2);
  print_float("B", pB, (long)B_0 * B_1);
  print_float("C", pC, (long)C_0 * C_1);
  free(B);
  free(C);
  return 0;
}
