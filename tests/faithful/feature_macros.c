/* Feature-test macros before the first #include: what <math.h> and <string.h> declare depends on them
   as they were when a header was first read.  The OpenMP and OpenCL translations put their own headers
   (<stdlib.h>, <CL/cl.h>, ...) in front of this text, which then read them with the default features:
   M_PIl and strcasestr were undeclared and the translation did not compile. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#define _FILE_OFFSET_BITS 64
#include <stdio.h>
#include <math.h>
#include <string.h>
#define N 100
double A[N], B[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    A[i] = i;
    B[i] = 0;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = 2.0 * A[i] + M_PI;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += B[i];
  const char *h = strcasestr("Hello", "LL");
  printf("%.6f %.6Lf %s\n", s, M_PIl, h);
  return 0;
}
