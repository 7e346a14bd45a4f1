/* SCoPs in included files.  A function defined in a header, and a header included inside a function,
   may hold '#pragma scop' regions: s2s writes only this file, so those stay as they are (a warning),
   and the lines it replaces are this file's.  It once replaced lines 4-6 of this file with the
   translation of the header's lines 4-6. */
#include <stdio.h>
#include "scop_in_header.h"
#define N 100
double A[N], B[N], C[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    A[i] = i;
    B[i] = 0;
  }
  header_kernel(N, A, C);
#pragma scop
#include "scop_in_header_body.inc"
#pragma endscop
#define WHOLE
#include "scop_in_header_body.inc"
#pragma scop
  for (int i = 1; i < N; i++)
    C[i] = C[i] + A[i - 1] * B[i];
#pragma endscop
  for (int i = 0; i < N; i += 9)
    printf("%.3f %.3f %.3f\n", A[i], B[i], C[i]);
  return 0;
}
