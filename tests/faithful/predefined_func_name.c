/* `__func__` (and GCC's `__FUNCTION__`) in SCoPs: a character of the function's name in a statement, in
   a condition and in a bound.  The model took it for an undeclared name ("error: use of undeclared
   identifier '__func__'") and no line of the file was translated; valid C that the SCoP does not model:
   it stays sequential with a warning, and the file's other SCoP is translated. */
#include <stdio.h>
#define N 100
static double A[N], B[N];

static void kernel_name(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = i + __LINE__ + __func__[1];
#pragma endscop
}

static void cond_name(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (i < __FUNCTION__[0])
      B[i] = B[i] + A[i];
#pragma endscop
}

static void bound_name(int n) {
#pragma scop
  for (int i = 0; i < __func__[0] && i < n; i++)
    B[i] = B[i] * 0.5;
#pragma endscop
}

static void plain(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * 0.25 + B[i];
#pragma endscop
}

int main(void) {
  kernel_name(N);
  cond_name(N);
  bound_name(N);
  plain(N);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i];
  printf("%s %.10g\n", __func__, s);
  return 0;
}
