/* Regression (found by python -m s2s.fuzz --reductions, seed 437420 on cuda, on an H200 machine; wrong
 * result): B[i + 2][i + 1] was kept in a register declared without a value and assigned on every path that
 * runs, under conditions isl generated; ptxas 13.0 at -O3 stored NaN from it (-Xptxas -O1 and -G were
 * right; compute-sanitizer found nothing). Fixed: a register not loaded on every path starts at 0
 * (CudaTarget / the Private node in codegen/targets.py). */
/* s2s fuzz (generator 4): seed 437420 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 15
#define M 26
#define A_0 26
#define B_0 52
#define B_1 27
#define C_0 30
#define C_1 53
#define D_0 28
#define D_1 51

static int s0 = 3;
static double s1 = 0.5;
static double out_acc0;

static void kernel(double A[A_0], double B[B_0][B_1], int c0, int c1, double C[c0][c1], int D[D_0][D_1])
{
  double acc0 = 0.25;
#pragma scop
  for (unsigned i = (M) / 2; i <= M - 1; i++) {
    A[i] += 0.0625 * (-0.25 * C[i][2 * i] - 0.25 * A[i - 1]);
    B[i + 2][i + 1] = 0.75 * B[i + 2][i] + 0.125;
    for (unsigned j = i + 1; j <= MIN(M - 1, i + 3); j++) {
      if (i % 2 == 1) {
        A[-j + 25] = -0.5 * D[i - 1][2];
      } else {
        A[-i + 25] *= 1.0 + 0.0009765625 * (fabs((B[j - i + 11][j] > B[2 * j + 1][j - 1] ? B[j - i + 11][j] : B[2 * j + 1][j - 1]) * 0.5 + 0.375 * B[j][i - 1] + 0.5 * D[i - j + 12][2 * j] - 0.5 * C[i][2 * i + 1]) > 1.0 ? 1.0 : fabs((B[j - i + 11][j] > B[2 * j + 1][j - 1] ? B[j - i + 11][j] : B[2 * j + 1][j - 1]) * 0.5 + 0.375 * B[j][i - 1] + 0.5 * D[i - j + 12][2 * j] - 0.5 * C[i][2 * i + 1]));
      }
      D[2][i - 2] = (3 * D[i + 2][i + 2] + s0 - 7) % 1009;
      B[i + 1][i - 1] = fmax(-0.5 * B[i - 1][-j + 25] + 0.75 * s0, B[i + 1][i - 1]);
    }
    A[3] = A[3] + 0.0625 * fabs(-0.25 * acc0 + 0.5 * C[i + 2][i]);
  }
#pragma endscop
  out_acc0 = acc0;
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
  double *A = malloc(sizeof(double) * A_0);
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 8 + 29) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 8 + 30) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 16 + 11) % 31) / 16.0 - 1.0;
  int (*D)[D_1] = malloc(sizeof(int) * D_0 * D_1);
  int *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (int)((int)((k * 6 + 28) % 61) - 30);
  kernel(A, B, C_0, C_1, C, D);
  print_double("A", pA, (long)A_0);
  print_double("B", pB, (long)B_0 * B_1);
  print_int("D", pD, (long)D_0 * D_1);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
