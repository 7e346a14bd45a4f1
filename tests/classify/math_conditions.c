/* Data-dependent conditions that call pure math functions (fabs, sqrt of an iterator, fmax): the select
   form, as a condition that reads data takes (before: "call to 'fabs' in a condition is not affine"). */
#include <stdio.h>
#include <math.h>
#define N 500
double A[N], B[N], C[N][N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i % 13) - 4.5; B[i] = 0; }
#pragma scop
  for (int i = 0; i < N; i++) {
    if (fabs(A[i]) > 2.0)
      B[i] = sqrt(fabs(A[i]));
    else
      B[i] = -1.0;
    if (sqrt((double)i) > 7.5)
      B[i] += 0.25;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (fmax(A[i], A[j]) < 1.0)
        C[i][j] = A[i] * A[j];
      else
        C[i][j] = 0.0;
#pragma endscop
  double s = 0; for (int i = 0; i < N; i++) { s += B[i] * i; for (int j = 0; j < N; j += 7) s += C[i][j]; }
  printf("%.10e\n", s);
  return 0;
}
