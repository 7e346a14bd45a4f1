/* Values a SCoP leaves that the code reads only on the next trip of an enclosing host loop, before the
   SCoP runs again: an iterator declared outside (read at the top of the loop body), an iterator read in
   a while loop's condition, and an iterator read after a goto back to a label above the SCoP. */
#include <stdio.h>
#define N 40
static double A[N], B[N], S[8];

int main(void) {
  int i = 0, j = 0, k = 0;
  for (int r = 0; r < 5; r++) {
    S[r] = i + 0.5 * r;
#pragma scop
    for (i = 0; i < N - r; i++)
      A[i] = A[i] + r;
#pragma endscop
  }
  int rounds = 0;
  while (j < 30 && rounds < 4) {
#pragma scop
    for (j = rounds; j < 10 * (rounds + 1); j++)
      B[j] = B[j] + j;
#pragma endscop
    rounds++;
  }
  int tries = 0;
again:
  S[5 + tries] = k;
#pragma scop
  for (k = 0; k < 7 * (tries + 1); k++)
    B[k] = B[k] * 0.5;
#pragma endscop
  tries++;
  if (tries < 3)
    goto again;
  for (int q = 0; q < 8; q++) printf("%.17g\n", S[q]);
  for (int q = 0; q < N; q++) printf("%.17g %.17g\n", A[q], B[q]);
  printf("%d %d %d\n", rounds, j, tries);
  return 0;
}
