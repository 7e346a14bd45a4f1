/* GCC's decimal floating types (`_Decimal32`, `_Decimal64`, `_Decimal128`) and their constants' suffixes
   (`1.5df`, `0.1dd`, `2.5DL`): the parse knew neither (the whole file failed: "Missing type in
   declaration", "syntax error before 'dd'").  The types are now parsed under spellings of their own and
   named back (as _Float128's), and the constants become calls that no SCoP accepts.  The device targets
   have no decimal type (those SCoPs stay on the host, sequential, with a warning); OpenMP keeps the
   decimal sums and maxima in C's order and runs the element-wise loop in parallel; the CUDA host part
   stays C. */
#include <stdio.h>
#define N 1000
_Decimal64 D[N];
double A[N];
static _Decimal32 d32 = 1.5df;
static _Decimal128 d128 = 2.5DL;

int main(void) {
  _Decimal64 s = 0.0dd, m = -1.0dd;
  for (int i = 0; i < N; i++) { D[i] = i % 97; A[i] = i; }
#pragma scop
  for (int i = 0; i < N; i++)
    s += D[i];
  for (int i = 0; i < N; i++)
    m = D[i] > m ? D[i] : m;
  for (int i = 0; i < N; i++)
    D[i] = D[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    D[i] = D[i] + 0.1dd;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = A[i] * 0.5;
#pragma endscop
  printf("%.6f %.6f %.6f %g %.6f\n", (double)s, (double)m, (double)D[7], A[9], (double)(d32 + d128));
  return 0;
}
