/* File-scope arrays with initialisers (partly initialised, the rest zero), a `const` table read in a
   SCoP, a 2-D initialised matrix. */
#include <stdio.h>

static const double weights[5] = { 0.1, 0.2, 0.4, 0.2, 0.1 };
static const int perm[8] = { 3, 1, 7, 0, 5, 2, 6, 4 };
double signal[40] = { 1.0, -2.0, 3.5, 0.25, [10] = 9.0, [20] = -4.0, 2.0 };
double filtered[40];
int M[3][4] = { { 1, 2, 3, 4 }, { 5, 6 }, { [3] = 7 } };
int MT[4][3];
long counts[8] = { 1 };

int main(void) {
  int i, k, j;
#pragma scop
  for (i = 2; i < 38; i++) {
    filtered[i] = 0.0;
    for (k = 0; k < 5; k++)
      filtered[i] += weights[k] * signal[i + k - 2];
  }
  for (i = 0; i < 4; i++)
    for (j = 0; j < 3; j++)
      MT[i][j] = M[j][i] * 10 + perm[i + j];
  for (i = 1; i < 8; i++)
    counts[i] = counts[i - 1] * 3 + perm[i];
#pragma endscop
  for (i = 0; i < 40; i += 3) printf("%.6f ", filtered[i]);
  printf("\n");
  for (i = 0; i < 4; i++) printf("%d %d %d\n", MT[i][0], MT[i][1], MT[i][2]);
  for (i = 0; i < 8; i++) printf("%ld ", counts[i]);
  printf("\n");
  return 0;
}
