/* Regression (fuzzer --c-features seed 9286, wrong result on cuda only, H200): A[1] took the value of an
 * iteration that read C[i + 1] after the same iteration's store C[j + 2] *= -0.5 to that element. The read is a
 * branch of `C[i + 1] > B[..][i] ? C[i + 1] : B[..][i]`: with B plain and C `__restrict__` in the one-thread
 * kernel, nvcc 13.0 -O3 moved the selected load after the store (correct with -Xcicc -O0, or C plain).
 * Fixed: s2s/codegen/select_reads.py declares the written array of such a select without __restrict__ too. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 28
#define A_0 24
#define B_0 29
#define B_1 27
#define C_0 54
#define D_0 8
#define D_1 27

static float s0 = 0.5;
static int out_i;
static int out_j;

static void kernel(int n, int m, float A[A_0], int b0, int b1, double B[b0][b1], double *C, float D[D_0][D_1])
{
  int i = 0, j = 0;
#pragma scop
  for (i = n - 1; i > (N) / 3 - 1; i--) {
    for (j = MAX(0, i - 3); j <= MIN(m - 1, i + 2); j++) {
      B[2 * j - 1][-i + 10] -= 0.0625 * (0.75 * B[-i + 10][2 * j + 1] - 0.5 * A[2] + 1.5);
    }
    A[2 * i + 1] = 0.125f * (float)((double)(i + 2) * 0.0625) + 0.125f;
  }
  for (i = N - 2; i > -1; i--) {
    for (j = 0; j < i; j++) {
      C[j] = 0.0625 * ((2 + 2 * (2 & 63) - 7) / -3) + 0.25 * C[i - j + 25] - 0.25 * C[i];
      {
        long j = (3 * 2 + ((i - 3)) / -3 + 2 * 2 - 7) % 1009;
        D[(i - 1) / 4][i] = 0.125f * s0 + 0.25f * (float)((double)(i + 3) * 0.0625) + 0.25f * (float)(j);
        A[(2 * i - 4) % 2 + 1] = (C[i + 1] > B[(-i + 1) / 3 + 8][i] ? C[i + 1] : B[(-i + 1) / 3 + 8][i]) * 0.5 + 0.375 * j + 0.375 * C[2 * i] - 0.5 * B[i][-i + 26] + 0.125;
      }
      C[j + 2] *= -0.5;
    }
  }
#pragma endscop
  s0 = s0 * 0.5;
#pragma scop
  for (i = n - 3; i > (N) / 3 - 1; i--) {
    A[i + 2] = 0.5 * B[i - 1][i - 1] - 0.25 * s0;
  }
#pragma endscop
  out_i = i;
  out_j = j;
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
  float *A = malloc(sizeof(float) * A_0);
  float *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (float)((k * 3 + 24) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 10 + 11) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 5 + 13) % 31) / 16.0 - 1.0;
  float (*D)[D_1] = malloc(sizeof(float) * D_0 * D_1);
  float *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (float)((k * 15 + 12) % 31) / 16.0 - 1.0;
  kernel(11, 15, A, B_0, B_1, B, C, D);
  print_float("A", pA, (long)A_0);
  print_double("B", pB, (long)B_0 * B_1);
  print_double("C", pC, (long)C_0);
  print_float("D", pD, (long)D_0 * D_1);
  printf("i %d\n", out_i);
  printf("j %d\n", out_j);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
