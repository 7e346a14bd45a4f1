/* Regression (found by python -m s2s.fuzz, generator 2, seed 200516 on cuda, on an H100 machine; link
 * error): the CUDA translation of a file that keeps its host part in C (.c + .cu) tested the arrays'
 * overlap with s2s_floord, which only the .cu defined: `undefined reference to s2s_floord`.
 * Fixed: the host .c file defines the expression macros too (tests/test_fuzz.py links it with nvcc). */
/* s2s fuzz (generator 2): seed 200516 */
/* café crème brûlée ÿ */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 9
#define A_0 10
#define A_1 7
#define B_0 9
#define C_0 8
#define C_1 7

static int s0 = 3;
static double s1 = 0.5;
static double out_acc0;

static void kernel(int n, int m, float A[A_0][A_1], int b0, float B[b0], int c0, int c1, short C[c0][c1])
{
  double acc0 = 0.25;
#pragma scop
  for (int i = 0; i <= m - 1; i++) {
    for (int j = (N) / 2; j <= MIN(n - 1, i + 1); j += 3) {
      double t0 = sqrt(fabs(-0.5 * sqrtf(fabsf(A[i + 2][i + 2])) + 0.125 * pow(B[j + 1], 2)));
    }
    for (int j = i + 2; j > i; j--) {
      B[j + 2] = 0.75 * C[i][i + 1] + 0.25 * B[i];
    }
  }
  for (int i = (N) / 2; i <= m - 1; i += 3) {
    for (int j = 0; j < n; j += 3) {
      if (i % 2 == 1) {
        C[0][j] = C[0][j] > C[i - 2][j + 2] + 3 * C[j + 1][i + 2] + 3 * C[i + 1][-j + 1] + 1 ? C[0][j] - 1 : (C[i - 2][j + 2] + 3 * C[j + 1][i + 2] + 3 * C[i + 1][-j + 1] + 1) % 1009;
      }
      A[3][-i + 4] = 0.25 * B[i + 1] - 0.25 * C[i - 2][3];
      A[j][j] -= 0.0625 * (0.75 * C[i - 1][j + i - 1] + 0.75 * (double)(j + 3) * 0.0625 + 0.375 * n * 0.03125 + 0.0625);
    }
  }
  for (int i = 2; i < m - 2; i += 2) {
    for (int j = i + 1; j <= m - 1; j++) {
      A[j - 2][j - 1] = 0.25 * B[j + 1] - 0.5 * B[i - 2];
      A[j + i + 1][j + 1] *= 1.25;
    }
  }
#pragma endscop
  out_acc0 = acc0;
}

static void print_float(const char *name, const float *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.9g\n", p[k]);
}
static void print_short(const char *name, const short *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  float (*A)[A_1] = malloc(sizeof(float) * A_0 * A_1);
  float *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (float)((k * 8 + 15) % 31) / 16.0 - 1.0;
  float *B = malloc(sizeof(float) * B_0);
  float *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (float)((k * 4 + 17) % 31) / 16.0 - 1.0;
  short (*C)[C_1] = malloc(sizeof(short) * C_0 * C_1);
  short *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (short)((int)((k * 8 + 29) % 61) - 30);
  kernel(2, 5, A, B_0, B, C_0, C_1, C);
  print_float("A", pA, (long)A_0 * A_1);
  print_float("B", pB, (long)B_0);
  print_short("C", pC, (long)C_0 * C_1);
  free(A);
  free(B);
  free(C);
  return 0;
}
