/* Prefixed character constants in SCoP conditions and subscripts: U'a' is a char32_t (unsigned int),
   so i > U'a' - 200 compares in unsigned (97u - 200 wraps: false for every i >= 0), while u'a' (char16_t)
   and L'a' (wchar_t) are ints there (i > -103 holds); U'\x05' as a subscript offset. */
#include <stdio.h>
#define N 10
static int A[N], B[N], C[N], D[N + 8];
int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    if (i > U'a' - 200)
      A[i] = 1;
    if (i > u'a' - 200)
      B[i] = 1;
    if (i - 3 < L'a' - 97)
      C[i] = 1;
    D[i + U'\x05'] = i;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d\n", A[i], B[i], C[i]);
  for (int i = 0; i < N + 8; i++) printf("%d ", D[i]);
  printf("\n");
  return 0;
}
