/* Regression: fuzz --reductions seed 427248 (generator 4), CUDA: internal error "isl_constraint_get_aff
   failed: local space has unknown divs".  A dependence between instances of one iteration lay on a plane
   through strided points (j += 3, l += 2): its affine hull's equality had an existential variable, which
   the split pass (passes/split.py) turned into an affine form.  Fixed: such equalities name no plane. */
/* s2s fuzz (generator 4): seed 427248 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 7
#define A_0 15
#define B_0 5
#define B_1 3
#define C_0 15
#define C_1 10

static int A[A_0];

static void kernel(int b0, int b1, double B[b0][b1], double C[C_0][C_1])
{
  int i, j, k, l;
#pragma scop
  for (i = 0; i < N - 3; i++) {
    for (j = 0; j <= N - 1; j += 3) {
      for (k = 0; k <= N - 3; k++) {
        for (int l = N - 2; l > -1; l--) {
          A[2 * j] = A[2 * j] <= (3 * A[j + 2] + 3 * A[i] + 3 * A[j + i] + 1) ? A[2 * j] : (3 * A[j + 2] + 3 * A[i] + 3 * A[j + i] + 1);
        }
        for (l = k; l < N - 3; l += 2) {
          A[2 * l] = A[2 * l] > 2 * (i - 3) + A[i + 2] + 1 ? A[2 * l] - 1 : (2 * (i - 3) + A[i + 2] + 1) % 1009;
          C[2 * j + 1][i] = C[2 * j + 1][i] + 0.0625 * fabs((A[l] > A[l + 2] ? A[l] : A[l + 2]) * 0.5 + -0.5 * C[l][l - j + 6] + 0.5 * C[2][i] + 0.375 * B[k][0]);
          A[2 * k + 1] = A[2 * k + 1] <= (3 * (k - 1) + l) ? A[2 * k + 1] : (3 * (k - 1) + l);
        }
      }
    }
  }
  for (i = N - 3; i >= (N) / 3; i--) {
    A[0] = A[0] <= (3 * A[i - 1] + 2 * A[i - 1] + 2 * A[i - 2] - 7) ? A[0] : (3 * A[i - 1] + 2 * A[i - 1] + 2 * A[i - 2] - 7);
    for (j = i - 1; j > (N) / 2 - 1; j -= 2) {
      for (k = j; k <= j + 1; k += 2) {
        A[i] = (A[i] + 3 * A[2 * i] + A[j + 1] - 7) % 1009;
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
  int *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (int)((int)((k * 23 + 25) % 61) - 30);
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 7 + 25) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 5 + 9) % 31) / 16.0 - 1.0;
  kernel(B_0, B_1, B, C);
  print_int("A", pA, (long)A_0);
  print_double("C", pC, (long)C_0 * C_1);
  free(B);
  free(C);
  return 0;
}
