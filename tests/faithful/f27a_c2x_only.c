/* C2x syntax that gcc accepts only with -std=c2x/gnu2x: digit separators, u8 character constants,
   unnamed parameters in definitions, [[attributes]] without pedantry, #elifdef; built in that mode. */
#include <stdio.h>
#define N 1'2'0
#define BIG 1'000'000
double A[N], B[N];
long L[N];
#if __STDC_VERSION__ > 201710L && N > 1'00
typedef float real;             /* the mode decides the element type: the parse must see it as cc does */
#else
typedef double real;
#endif
real R[N];
unsigned char U[N];

static double unused_second(double x, int) { return x; }

static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = B[i] * 1'000.5 + 0x1'0p-4;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    L[i] = (long)i * BIG + 0b1'0000'0000;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    U[i] = (unsigned char)(u8'a' + i % 26);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 1'0; j++)
      R[i] += 1 / 3.0 + B[(i + j) % N] * 0x1'8p0;
#pragma endscop
#pragma scop
  for (int i = 1; i < 1'2'0; i++)
    R[i] = R[i - 1] * 0.5f + (sizeof(real) == 4 ? u8'\x7f' : 3);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) B[i] = unused_second(i * 0.5, 0);
  run(N);
  double s = 0; long l = 0; long u = 0;
  for (int i = 0; i < N; i++) { s += A[i]; l += L[i] % 1'000'003; u += U[i] * i; s += R[i]; }
  printf("%.17g %ld %ld %zu\n", s, l, u, sizeof(real));
  return 0;
}
