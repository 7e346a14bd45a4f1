/* Code that tests __GNUC__, as portable C does. The parse's preprocessing undefines __GNUC__ (the system
 * headers' GNU C is more than the parser reads), so `#ifdef __GNUC__` took the other branch there: s2s
 * modelled `real` as float and N as 16 where cc compiles double and 24 (the OpenCL translation copied
 * floats into a double array). The file's own directives now see __GNUC__ as cc defines it. */
#include <stdio.h>

#ifdef __GNUC__
typedef double real;
#define N 24
#else
typedef float real;
#define N 16
#endif

#if defined(__GNUC__) && \
    __GNUC__ >= 3
#define SCALE 3
#elif defined __GNUC__
#define SCALE 2
#else
#define SCALE 1
#endif

#ifndef __GNUC__
#define SHIFT 100
#else
#define SHIFT 0
#endif

#define GNU_MAJOR __GNUC__

static real A[N], B[N];
static int K[N];

void blend(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = A[i] * (real)1.1 + A[n - 1 - i];
#pragma endscop
}

void scaled(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    K[i] = i * SCALE + SHIFT + (GNU_MAJOR > 2);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.1;
  blend(N);
  scaled(N);
  for (int i = 0; i < N; i++) printf("%.17g %d\n", (double)B[i], K[i]);
  printf("%d\n", (int)sizeof(real));
  return 0;
}
