/* Plain character constants of several bytes in SCoP statements and bounds: 'é' and '\u00e9' are two
   bytes in UTF-8, GCC's multi-character constant 0xC3A9 (an int), like 'ab' (0x6162); OpenCL C refuses
   them in a kernel ("character too large for enclosing character literal type"), so device code gets
   their values.  '\xe9' is one byte: -23 with a signed char. */
#include <stdio.h>
#define N 8
static int A[N], B[N];
int main(void) {
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = i + '\u00e9' + 'é' + '\xe9' * 2 - 'ab';
  for (int i = 'ab' - 24930; i < 'é' - 50081; i++)
    B[i] = 'xyz' % 1000 + i;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d\n", A[i], B[i]);
  return 0;
}
