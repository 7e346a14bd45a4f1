/* SCoPs marked with the _Pragma operator, written out or from macros.  On lines of their own they are
   SCoPs like '#pragma scop'; where other code shares a pragma's line (line 43, the macros SCOP_AFTER
   and ENDSCOP_BEFORE that carry a statement with them, DEF_SCALE that holds a whole function) the
   region stays sequential with a warning: the translation replaces whole lines, and it once dropped
   'A[0] = 5;' and 'A[1] = 7;' (wrong results) and the function's definition (no compile). */
#include <stdio.h>
#define N 100
#define SCOP _Pragma("scop")
#define ENDSCOP _Pragma("endscop")
#define SCOP_AFTER(x) x = 5; _Pragma("scop")
#define ENDSCOP_BEFORE _Pragma("endscop") C[2] = 9;
#define DEF_SCALE static void scale(void) { _Pragma("scop") for (int i = 0; i < N; i++) C[i] *= 0.5; _Pragma("endscop") }
double A[N], B[N], C[N];

/* the pointers may overlap: the original lines run when they do, without the _Pragma lines */
static void axpy(int n, double *x, double *y)
{
  SCOP
  for (int i = 0; i < n; i++)
    y[i] = y[i] + 0.5 * x[i];
  ENDSCOP
}

/* a function defined by a macro, with its SCoP: the whole line would go */
DEF_SCALE

int main(void)
{
  int n = N;
  for (int i = 0; i < N; i++) {
    A[i] = i;
    B[i] = 0;
    C[i] = 1;
  }
_Pragma("scop")
  for (int i = 0; i < n; i++)
    B[i] = 2.0 * A[i] + 1.0;
_Pragma("endscop")
  SCOP
  for (int i = 1; i < n; i++)
    C[i] = C[i] * 0.5 + B[i - 1];
  ENDSCOP
  A[0] = 5; _Pragma("scop") for (int i = 0; i < n; i++) B[i] = B[i] + A[i]; _Pragma("endscop") A[1] = 7;
  SCOP_AFTER(C[0])
  for (int i = 0; i < n; i++)
    A[i] = A[i] + C[i];
  ENDSCOP_BEFORE
  scale();
  axpy(N, C, B);
  axpy(N - 1, A + 1, A);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += B[i] + 2 * A[i] + 3 * C[i];
  printf("%.6e %g %g %g\n", s, A[0], A[1], C[2]);
  return 0;
}
