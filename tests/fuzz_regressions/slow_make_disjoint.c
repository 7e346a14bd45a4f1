/* Regression (found by python -m s2s.fuzz --c-features, generator 4, seed 7662 on cuda; timeout):
 * `s2s translate --target cuda` did not finish in 300 s.  The cost model's box_volume split a set of
 * three strided pieces (the parameters fixed to its size hint, coefficients like 220110) with isl's
 * make_disjoint, which ran for minutes and does not count isl operations.
 * Fixed: s2s/gpu/disjoint_volume.py splits sets with existential variables in a forked child with a
 * time limit (a twelfth of --schedule-timeout) and keeps the bounding box past it; answers are
 * remembered by the set's text.  Translates in ~13 s on the 2-core development host.
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
#define N 8
#define A_0 10
#define A_1 11
#define B_0 11
#define B_1 19

static double A[A_0][A_1];
static double s0 = 0.5;
static int out_i;
static int out_j;
static int out_k;
static int out_l;

static void kernel(int b0, int b1, double B[b0][b1])
{
  int i = 0, j = 0, k = 0, l = 0;
#pragma scop
  for (i = 0; i <= N - 4; i++) {
    s0 += 0.03125 * (0.0625 * ((2 * (i - 1) + (5 & 12)) / -3) + 0.25 * B[i][2 * i] - 0.5 * A[2 * i + 1][i + 1] + 0.75 * s0);
    for (int j = 2; j <= i; j += 2) {
      B[-j + 4][i + 2] = (A[i + 1][j + 2] > s0 ? A[i + 1][j + 2] : s0) * 0.5 + -0.5 * A[j - 1][i] + 0.25 * B[i + j][2 * i];
      B[2 * i][j - 2] = 0.5 * A[i][(2 * j - 4) / 2];
      for (int k = (j - 1) / 3; k <= N - 1; k++) {
        {
          long i = (3 * (4 ^ 255) + 3 * 1) % 1009;
          s0 -= 0.03125 * (0.25f * (float)(B[j][-k + 7]) - 0.5f * (float)(B[j - 2][k]) + 0.75 * B[(k - 2) % 3 + 2][k] + 0.5 * (double)(j + 2) * 0.0625 + 0.125 * s0);
        }
        A[k][k + 2] = 0.0625 * ((3 * 9 + 1) / -3) + 0.75 * B[j + 1][2 * k] + 0.75 * B[k + 2][2 * k] + 0.75 * A[j][i + 1];
        for (l = (k - 4) / 2; l < N; l++) {
          {
            unsigned j = (3 * 3 + 2 * 7) % 1009;
            s0 += 0.03125 * (0.5 * (double)(i + 3) * 0.0625 + 0.5 * B[k][l + k + 2] + 0.125 * B[2 * i][i + 1] + 1.5);
          }
        }
      }
    }
  }
#pragma endscop
  out_i = i;
  out_j = j;
  out_k = k;
  out_l = l;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}

int main(void)
{
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 9 + 15) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 27 + 18) % 31) / 16.0 - 1.0;
  kernel(B_0, B_1, B);
  print_double("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0 * B_1);
  printf("s0 %.16e\n", s0);
  printf("i %d\n", out_i);
  printf("j %d\n", out_j);
  printf("k %d\n", out_k);
  printf("l %d\n", out_l);
  free(B);
  return 0;
}
