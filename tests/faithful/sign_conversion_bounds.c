/* Loop bounds that compare signed with unsigned: an int iterator from -2 against an unsigned n is
   converted to unsigned (-2 is huge: the loop runs no iteration), `i < n - 1` with an unsigned n = 0
   wraps to UINT_MAX (bounded by the array's guard), a size_t bound from sizeof, a long iterator against
   an unsigned int (compared as long), and a ptrdiff_t difference of pointers as a bound. */
#include <stdio.h>
#include <stddef.h>
#define N 300
double A[N], B[N], C[N], D[N];
int E[N];

static void kernel(unsigned n, unsigned m, ptrdiff_t len) {
#pragma scop
  for (int i = -2; i < n; i++)
    A[i + 2] = A[i + 2] + 1.0;
#pragma endscop
#pragma scop
  for (int i = 0; i < m - 1 && i < N; i++)
    B[i] = B[i] * 2.0 + i;
  for (size_t i = 0; i < sizeof(C) / sizeof(C[0]) - 1; i++)
    C[i] = C[i + 1] - C[i];
  for (long i = -5; i < n; i++)
    D[i + 5] += i;
  for (ptrdiff_t i = 0; i < len; i++)
    E[i] = (int)(i * 3 - len);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = -i; C[i] = i * i % 17; D[i] = 0.5 * i; E[i] = 9; }
  kernel(100, 50, &E[77] - &E[0]);
  kernel(0, 0, &E[3] - &E[5]);
  kernel(7, 1, 0);
  double s = 0;
  for (int i = 0; i < N; i++) s += (A[i] + B[i] * 2 + C[i] * 3 + D[i] * 5 + E[i]) * (i % 13 + 1);
  printf("%.10g\n", s);
  return 0;
}
