/* Regions that are branches of an `else if` chain, one of them after a label that a goto enters from
   below (`else if (k == 2) two:` + the region + `else`): the replacement after the label began with `;`,
   which was the whole branch, so the generated code came before an `else` with no `if` (the output did
   not compile). */
#include <stdio.h>
#define N 100
static double A[N], B[N];

static void f(int k, int n) {
  if (k == 0)
    A[0] = 1;
  else if (k == 1)
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] + B[i];
#pragma endscop
  else if (k == 2)
  two:
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = B[i] * 0.5 + i;
#pragma endscop
  else
    B[1] = 2;
  if (k == 7) { k = 2; goto two; }
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 7; B[i] = i % 3; }
  for (int k = 0; k < 8; k++) f(k, N - k);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i];
  printf("%.10g\n", s);
  return 0;
}
