/* Valid C that includes only <stdio.h> may name its globals div, random, uint or y0, which <stdlib.h>,
   <sys/types.h> and <math.h> declare: the headers the generated code includes must not meet them
   (OpenMP, OpenCL), and for CUDA the user's code stays in a C file. */
#include <stdio.h>
#define N 32
double div[N], u[N + 2];
int random = 3;
unsigned uint = 2;
double y0[N];

int main(void) {
  for (int i = 0; i < N + 2; i++) u[i] = i * i;
#pragma scop
  for (int i = 1; i <= N; i++)
    div[i - 1] = (u[i + 1] - u[i - 1]) * 0.5 + random;
  for (int i = 0; i < N; i++)
    y0[i] = div[i] * uint;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%g %g\n", div[i], y0[i]);
  return 0;
}
