/* Regression: fuzz seed 900078 (generator 4), OpenCL on PoCL 3.1: wrong results.  The second nest's
   host loop over i (with a loop over j inside, launching one-thread kernels and a 1-D one) ran as one
   work-group (gpu/persistent.py); PoCL ran the iterations of the inner loop more than once between its
   barriers, so the updates of B were lost (right on CUDA, on the H100, and with the launches kept).
   Found once the cost model counted the points of j = i loops right (cost._drop_determined_dims), which
   changed the schedule.  Fixed: for OpenCL, a host loop with another launching loop inside keeps its
   launches (passes/lower.py, _nested_launch_loop). */
/* s2s fuzz (generator 4): seed 900078 */
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
#define N 10
#define A_0 16
#define A_1 11
#define B_0 20
#define B_1 15
#define C_0 9
#define C_1 14
#define D_0 16
#define D_1 10


static void kernel(int n, int a0, int a1, double A[a0][a1], int b0, int b1, double B[b0][b1], int c0, int c1, double C[c0][c1], int d0, int d1, double D[d0][d1])
{
  double t0;
#pragma scop
  for (int i = (N) / 3; i <= n - 1; i++) {
    for (int j = i; j <= i; j++) {
      D[j + i][i - 2] = 0.375 * C[j][2 * i + 1] + 0.375 * A[2 * j + 1][i + 1];
      B[i][i - j + 3] = 0.5 * D[i + j][j - 2] + 0.5 * A[j + 1][j + 2];
      A[j - 1][3] = 0.25 * (double)(j + 3) * 0.0625 + 0.5 * A[j + 2][i - 2] - 0.5 * D[i][j + 1];
    }
  }
  for (int i = n - 3; i >= 0; i -= 2) {
    A[-i + 4][i] = 0.25 * A[-i + 4][2 * i] - 0.25 * (double)i * 0.0625 + 0.25 * D[i + 1][2 * i + 1];
    for (int j = i; j <= N - 1; j++) {
      A[j][i + 1] = 0.5 * A[j][0] + 0.75 * B[j + i + 1][-i + 4] + 0.125 * D[-i + 4][j];
      B[2 * j + 1][j + i + 1] -= 0.0625 * (0.75 * C[i][i + 2]);
      for (int k = j + 2; k >= j + 1; k--) {
        D[k + 2][i] -= 0.0625 * (-0.5 * A[i][j + 1] + 0.75 * (double)(j + 3) * 0.0625 + 1.5);
      }
    }
    t0 = -0.5 * (double)i * 0.0625 + 0.125;
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
  double (*A)[A_1] = malloc(sizeof(double) * A_0 * A_1);
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 26 + 1) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 16 + 23) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 22 + 21) % 31) / 16.0 - 1.0;
  double (*D)[D_1] = malloc(sizeof(double) * D_0 * D_1);
  double *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (double)((k * 12 + 1) % 31) / 16.0 - 1.0;
  kernel(7, A_0, A_1, A, B_0, B_1, B, C_0, C_1, C, D_0, D_1, D);
  print_double("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0 * B_1);
  print_double("D", pD, (long)D_0 * D_1);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
