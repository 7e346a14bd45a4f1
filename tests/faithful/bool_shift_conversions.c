/* Conversions that C defines and kernels must keep: doubles (NaN too) converted to _Bool and bool,
 * _Bool data stored to ints, right shifts of negative values, conversions to signed char and unsigned
 * short that wrap, unsigned arithmetic that wraps where the signed one would not, comparisons of
 * signed and unsigned operands, negative values converted through unsigned char. The _Bool array keeps
 * its SCoP on the host for OpenCL (no 1-byte boolean there); the others are translated. */
#include <stdio.h>
#include <math.h>
#include <stdbool.h>
#define N 40
static double A[N];
static int I[N], J[N], K[N];
static long L[N];
static unsigned U[N];
static unsigned long long ULL[N];
static _Bool BB[N];
static signed char SC[N];
static unsigned short USH[N];

void bools(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    I[i] = (_Bool)A[i] + (bool)(A[i] * 0.25) * 2 + !A[i] * 4 + (A[i] != A[i]) * 8;
    BB[i] = A[i] - 0.5;
    J[i] = BB[i] + (_Bool)(i & 4) + (_Bool)(i - 3);
  }
#pragma endscop
}
void shifts(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    K[i] = (i - 20) >> 2;
    L[i] = ((long)(i - 20) * 3000000000L) >> 3;
    U[i] = (unsigned)(i - 20) >> 28;
    ULL[i] = (unsigned long long)(i - 20) * 0x9E3779B97F4A7C15ull;
    SC[i] = (signed char)(i * 13);
    USH[i] = (unsigned short)(i - 20);
    I[i] += (int)(unsigned char)(signed char)(i - 20) + (i - 20) % 3u;
    J[i] += (-7 - i) / 4 + (-7 - i) % 4 + (int)(long)(-2.75 * i) + (int)(A[i] * -1.5);
  }
#pragma endscop
}
void mixed(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    L[i] += (long)i * 100000 * 100000 + (i * 100000u) * 100000u;
    U[i] += 4000000000u + i * 3u - 10u;
    ULL[i] += -1 + (unsigned)i;
    K[i] += (i < 20u - 30) + (-1 < (long)U[i]) + (-1L < 1u) + (-1 < 1u);
  }
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) A[i] = (i % 9 == 4) ? NAN : (i - 20) * 0.3;
  bools(N); shifts(N); mixed(N);
  for (int i = 0; i < N; i++)
    printf("%d %d %d %ld %u %llu %d %d %d\n", I[i], J[i], K[i], L[i], U[i], ULL[i], BB[i], SC[i], USH[i]);
  return 0;
}
