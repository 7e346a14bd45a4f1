/* Regression (found by python -m s2s.fuzz --reductions, seed 198 on cuda, on an H100 machine; wrong
 * result): B = A + 29 overlaps A. The runtime overlap test compared the elements each array accesses
 * (A[0..29], B[9..29]: disjoint), but the device code copies B back whole, from B[0] = A[29], and the
 * stale copy of B[0] overwrote the new A[29]. Fixed: for GPU targets, the range tested for an array that
 * is copied back is the whole copied range (model/footprint.alias_plan's `copies`). */
/* s2s fuzz (generator 2): seed 198 */
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
#define N 28
#define M 29
#define A_0 30
#define B_0 30
#define C_0 26
#define D_0 30

static double C[C_0];
static double s0 = 0.5;

static void kernel(int n, double *A, double *B, int d0, double D[d0])
{
#pragma scop
  for (int i = N - 2; i > (M) / 3 - 1; i -= 2) {
    A[-i + 26] = 0.25 * D[i + 2];
    B[i - 1] = (C[i - 1] > s0 ? C[i - 1] : s0) * 0.5 + 0.5 * s0 + 0.375 * D[i - 2];
    A[i] *= 0.5;
  }
  for (int i = N - 1; i >= (N) / 2; i--) {
    A[i + 2] = -0.25 * B[i - 2] + 0.25 * C[1] + 0.25 * B[i + 2];
    if (i % 2 == 0) {
      D[-i + 27] -= 0.0625 * (sqrt(fabs(0.375 * D[3])));
    }
  }
  for (int i = 0; i <= n - 3; i += 3) {
    A[i] = 0.25 * (double)i * 0.0625 + 0.75 * C[i + 1] - 0.5 * s0;
    D[3] += 0.0625 * fabs(-0.5 * (double)(i + 2) * 0.0625 + 0.375 * (double)(i + 2) * 0.0625);
  }
#pragma endscop
  s0 = s0 * 0.5;
#pragma scop
  for (int i = (N) / 2; i <= N - 3; i += 3) {
    C[i - 1] = sqrt(fabs(0.125 * C[i - 2] + 0.25 * A[1])) + 1.5;
  }
#pragma endscop
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double *A = malloc(sizeof(double) * (A_0 + B_0));
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 8 + 4) % 31) / 16.0 - 1.0;
  double *B = A + 29;   /* overlaps A */
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 17 + 1) % 31) / 16.0 - 1.0;
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 29 + 2) % 31) / 16.0 - 1.0;
  double *D = malloc(sizeof(double) * D_0);
  double *pD = &D[0];
  for (long k = 0; k < D_0; k++) pD[k] = (double)((k * 8 + 28) % 31) / 16.0 - 1.0;
  kernel(1, A, B, D_0, D);
  print_double("A", pA, (long)A_0);
  print_double("B", pB, (long)B_0);
  print_double("C", pC, (long)C_0);
  print_double("D", pD, (long)D_0);
  free(A);
  free(D);
  return 0;
}
