/* The types of integer constants in bounds and conditions (C11 6.4.4.1): a hexadecimal or octal constant
   with an L suffix is a long when it fits one (0xFFFFFFFFL, 037777777777L), and one beyond LONG_MAX is an
   unsigned long (0xFFFFFFFFFFFFFFFF, 0x8000000000000000L).  s2s typed 0xFFFFFFFFL as an unsigned int:
   `(n + 0xFFFFFFFFL) % 1000` was computed modulo 2^32 (4 instead of 300 for n = 5: the loop wrote 4
   elements instead of 300), `(i + 0xFFFFFFFFl) / 2` was refused as an unsigned wrap-around; and it typed
   0xFFFFFFFFFFFFFFFF as a long: `n / 0xFFFFFFFFFFFFFFFF` with n = -1 was 0 instead of 1.  Typed right,
   it met a second bug: an unsigned long of the parameters was reduced modulo 2^64 in the model, and the
   generated bounds computed with constants a long cannot hold (`n / 18446744073709551615UL` in a bound:
   the OpenMP build died with SIGILL); where such a value wraps, the original code runs now. */
#include <stdio.h>
#define N 1000
static int A[N], B[N], C[N], D[N];
static void f(int n) {
#pragma scop
  for (int i = 0; i < (n + 0xFFFFFFFFL) % 1000; i++)
    A[i] += 1;
  for (int i = 0; i < 500; i++)
    if ((i + 0xFFFFFFFFl) / 2 > 2147483700)
      B[i] += 1;
  for (int i = 0; i < n / 0xFFFFFFFFFFFFFFFF + 5; i++)
    C[i] += 1;
  for (int i = 0; i < 600; i++)
    if (i - 037777777777L < -4294966900L || (i + 0x8000000000000000L) % 7 == 3)
      D[i] += 1;
#pragma endscop
}
int main(void) {
  f(5);
  f(100);
  f(-1);
  unsigned long s = 0;
  for (int i = 0; i < N; i++) s = s * 3 + A[i] + 5 * B[i] + 7 * C[i] + 11 * D[i];
  printf("%lu %d %d %d %d %d %d\n", s, A[299], A[250], B[400], C[5], D[100], D[603 % 600]);
  return 0;
}
