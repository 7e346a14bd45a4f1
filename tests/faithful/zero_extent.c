/* Zero-length arrays (GNU's extension, which gcc accepts without -pedantic) beside a SCoP: the file is
   valid for the compilers users build it with, so it is translated, not refused. */
#include <stdio.h>
double B[10];
int pad[0];
int main(void) {
  double Z[2][0];
  for (int i = 0; i < 10; i++) B[i] = i;
#pragma scop
  for (int i = 0; i < 10; i++) B[i] = B[i] * 2 + 1;
#pragma endscop
  printf("%g %zu %zu\n", B[3], sizeof pad, sizeof Z);
  return 0;
}
