/* Regression (found by python -m s2s.fuzz --reductions, seed 1715 on cuda, on an H100 machine; wrong
 * result): `s0 = s0 >= e ? s0 : e` with int s0 and an unsigned e compares as unsigned in C, but the
 * parallel max reduction combined the partial results with a signed comparison (and INT_MIN as its
 * identity). Fixed: an integer accumulator is reduced in parallel only when its update is computed in
 * its own type (gpu/reduction._same_integer_type); otherwise the loop stays sequential. */
/* s2s fuzz (generator 2): seed 1715 */
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
#define N 13
#define A_0 14
#define B_0 1
#define B_1 2
#define C_0 1
#define C_1 2
#define D_0 3
#define D_1 1

static double C[C_0][C_1];
static int s0 = 3;

static void kernel(unsigned *A, int b0, int b1, double B[b0][b1], int d0, int d1, unsigned D[d0][d1])
{
  int i, j;
#pragma scop
  for (i = (N) / 2; i <= N - 1; i++) {
    for (j = (N) / 3; j <= MIN(N - 1, i + 4); j++) {
      s0 = s0 >= (2 * (i - 2) + 2 * A[i] + 3 * A[0]) ? s0 : (2 * (i - 2) + 2 * A[i] + 3 * A[0]);
    }
  }
#pragma endscop
}


int main(void)
{
  unsigned *A = malloc(sizeof(unsigned) * A_0);
  unsigned *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (unsigned)((int)((k * 3 + 18) % 61) - 30);
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 12 + 8) % 31) / 16.0 - 1.0;
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 22 + 29) % 31) / 16.0 - 1.0;
  unsigned (*D)[D_1] = malloc(sizeof(unsigned) * D_0 * D_1);
  unsigned *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (unsigned)((int)((k * 5 + 24) % 61) - 30);
  kernel(A, B_0, B_1, B, D_0, D_1, D);
  printf("s0 %d\n", s0);
  free(A);
  free(B);
  free(D);
  return 0;
}
