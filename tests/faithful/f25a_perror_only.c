/* A file that reports errors with perror and does not include <errno.h>: the translation's call sites
   keep errno (the runtime's calls may set it) with the generated code's own <errno.h>. */
#include <stdio.h>
#include <math.h>
#define N 20

int main(int argc, char **argv) {
  double x[N], y[N];
  for (int i = 0; i < N; i++) x[i] = (i - 10) * 0.75;
#pragma scop
  for (int i = 0; i < N; i++)
    y[i] = floor(fabs(x[i]) * 1.5) + ceil(x[i]);
#pragma endscop
  if (argc > 1 && argv[1][0] == 'p')
    perror("after the loop");
  for (int i = 0; i < N; i++) printf("%g\n", y[i]);
  return 0;
}
