/* Regression (found by python -m s2s.fuzz --c-features, generator 4, seed 6075 on cuda; timeout):
 * `s2s translate --target cuda` did not finish in 300 s: as slow_chain_waits.c, the cost model's
 * chain_waits (in the snapshot pass's estimate and the profitability model), and isl's exact dataflow
 * runs out of its operation bound (the conservative fallback is used), asked again by several passes.
 * Fixed: chain_waits is bounded and remembered (s2s/gpu/cost.py); the dataflow answers are remembered by
 * the text of their inputs (s2s/model/flow_cache.py).
 * s2s-options: --schedule-timeout 6 */
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
#define N 3
#define A_0 8
#define A_1 6
#define B_0 9
#define B_1 17
#define B_2 9

static int B[B_0][B_1][B_2];
static double s0 = 0.5;
static long s1 = 3;

static void kernel(int n, int m, int a0, int a1, double A[a0][a1])
{
#pragma scop
  for (unsigned i = 0; i <= N - 1; i++) {
    B[2 * i][i + 2][2 * i] = (-0.5 * B[i][i][i] + 0.375 * (double)(i + 2) * 0.0625) >= -100.0 && (-0.5 * B[i][i][i] + 0.375 * (double)(i + 2) * 0.0625) <= 100.0 ? (-0.5 * B[i][i][i] + 0.375 * (double)(i + 2) * 0.0625) : 7;
    for (int j = i; j <= i + 2; j += 3) {
      B[j][i][i] = (B[j][i][i] + 3 * B[(2 * j - 2) / 3][(-j) / 2 + 2][1] + (j - 1)) % 1009;
    }
    for (unsigned short j = 0; j <= MIN(m - 1, i + 3); j++) {
      A[j][i] -= 0.0625 * (0.25 * A[(j + 1) % 2][j] + 0.125 * (double)j * 0.0625);
      for (int k = m - 1; k >= 0; k--) {
        {
          int A = (3 * B[i][k][3] - 7) % 1009;
          B[-i + 2][i][-j + 5] |= (3 * (B[(2 * k + 2) % 2][(-k - 3) % 3 + 2][j + 1] | 255) + 3 * (B[j + 1][i][i + 1] ^ 63) + m) & 63;
          B[j][j][j + 1] = (B[(j + 1) / 2][k + 1][j] + 3 * s1 + 2 * (s1 ^ 3) - 7) % 1009;
        }
        for (int l = k - 1; l <= k + 1; l++) {
          B[j + 1][i + 2][k] = (B[j + 1][i + 2][k] * 2 + 3 * s1 - 7) % 1009;
          {
            unsigned j = (2 * B[(2 * l - 2) / 2 + 2][(l - 3) / 4 + 1][i] + 2 * (s1) / -3 + B[l + 1][i][l + 1] + 1) % 1009;
            s1 = (s1 + s1 + 2 * (j < B[-i + 2][-k + 6][l + 1] ? j : B[-i + 2][-k + 6][l + 1]) + 3 * B[k + 2][k + 2][i + 1] - 7) % 1009;
            B[-i + 2][k - l + 7][k + 2] = B[-i + 2][k - l + 7][k + 2] > 3 * B[i + 2][2 * i + 1][1] + (k - 1) + 2 * j ? B[-i + 2][k - l + 7][k + 2] - 1 : (3 * B[i + 2][2 * i + 1][1] + (k - 1) + 2 * j) % 1009;
          }
        }
      }
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
  double (*A)[A_1] = malloc(sizeof(double) * A_0 * A_1);
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 12 + 21) % 31) / 16.0 - 1.0;
  int *pB = &B[0][0][0];
  for (long k = 0; k < B_0 * B_1 * B_2; k++) pB[k] = (int)((int)((k * 26 + 10) % 61) - 30);
  kernel(7, 7, A_0, A_1, A);
  print_double("A", pA, (long)A_0 * A_1);
  print_int("B", pB, (long)B_0 * B_1 * B_2);
  printf("s1 %ld\n", s1);
  free(A);
  return 0;
}
