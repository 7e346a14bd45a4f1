/* Comments and runs of blanks inside the statements of a SCoP, before macros that expand to sizeofs:
   the columns of the nodes follow the line as written (diagnostics point there), and each sizeof keeps
   its own value (the model records them by line and column). */
#include <stdio.h>
#define COUNT (sizeof(Z) / sizeof(Z[0]))
#define WIDE (sizeof(long) * sizeof(short))
char Z[24];
long A[32], B[32];
int main(void) {
#pragma scop
  for (int i = 0; i < 32; i++) {
    /* first */ A[i] = /* a count */ COUNT * i + /* wide */ WIDE +    sizeof(char) + sizeof B / sizeof B[0];
    B[i] =   /* x */   sizeof(int) * i /* y */ - WIDE * COUNT; /* z */ A[i] += /* q */ sizeof A[0] - COUNT;
  }
#pragma endscop
  long s = 0;
  for (int i = 0; i < 32; i++) s += A[i] * (i + 1) + B[i];
  printf("%ld\n", s);
  return 0;
}
