/* Block-scope names that begin with an underscore and a lower-case letter are the program's to use
   (C11 7.1.3 reserves them at file scope only): locals _lo0, _hi0, _g0, _c1 and _t read by a SCoP's
   statements, next to the names the generated code gives its own loops and bounds.  The doubles are
   renamed in kernels; the ints _g0, _c1, _g1 are parameters of isl's schedule, where the generated
   loops' names are _g0, _c0: that SCoP keeps its code (OpenMP code, in the user's function, keeps both). */
#include <stdio.h>
#define N 50
#define M 8
static double A[N][M], B[N];

int main(void) {
  double _lo0 = 1.5, _hi0 = -2.0, _t = 0.25;
  int _g0 = 7, _c1 = 3, _g1 = 2;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = A[i][j] + _lo0 * i + _hi0 * j + _t;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = A[i][j] + _g0 + _c1 * _t + _g1 * j;
  for (int i = 0; i < N; i++)
    B[i] = B[i] + _g0 * i - _hi0;
#pragma endscop
  for (int i = 0; i < N; i++) {
    printf("%.17g", B[i]);
    for (int j = 0; j < M; j++) printf(" %.17g", A[i][j]);
    printf("\n");
  }
  return 0;
}
