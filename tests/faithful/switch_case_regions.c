/* SCoPs in the cases of a switch: right after `case 0:`, between statements of a case, in `default:`,
   in a nested switch, and one whose pragmas enclose the label `case 1:` (the switch may jump into the
   middle of it: it stays as written, with a warning).  That one was an error (the scop pragma "without a
   matching" endscop pragma "in the same block": pycparser gives each label the statements up to the
   next, but both pragmas are in the switch's block) and no line of the file was translated. */
#include <stdio.h>
#define N 120
static double A[N], B[N], C[N][N];

static void step(int k, int n) {
  switch (k % 4) {
  case 0:
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] + 1;
  case 1:
    for (int i = 0; i < n; i++)
      B[i] = B[i] + A[i];
#pragma endscop
    break;
  case 2:
#pragma scop
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        C[i][j] = C[i][j] * 0.5 + A[i] - B[j];
#pragma endscop
    break;
  default:
    A[0] = A[0] + 0.5;
#pragma scop
    for (int i = 1; i < n; i++)
      B[i] = B[i] * 0.25 + A[i - 1];
#pragma endscop
    switch (n % 3) {
    case 0:
      break;
    default:
#pragma scop
      for (int i = 0; i < n; i++)
        A[i] = A[i] * 0.75 + B[i];
#pragma endscop
    }
  }
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 7; B[i] = (i * 3) % 11; }
  for (int k = 0; k < 9; k++)
    step(k, k % 2 ? N : N - k);
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + A[i] + B[i]; for (int j = 0; j < N; j++) s += C[i][j] * 1e-4; }
  printf("%.10g\n", s);
  return 0;
}
