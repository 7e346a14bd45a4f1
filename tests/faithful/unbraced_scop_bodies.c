/* Regions that are the unbraced bodies of `else`, `while`, `do ... while` and of a then-branch
   followed by `else`: each replacement must stay one statement. */
#include <stdio.h>
#define N 100
static double A[N], B[N];

static void f(int n, int c) {
  int k = 3;
  if (c > 1)
    B[0] = 1;
  else
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] + c;
#pragma endscop
  while (k-- > 0)
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = B[i] * 0.5 + A[i];
#pragma endscop
  k = 2;
  do
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] - B[i] * 0.25;
#pragma endscop
  while (--k > 0);
  if (c == 0)
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = B[i] + 1;
#pragma endscop
  else
    A[0] = A[0] + 100;
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 7; B[i] = i % 3; }
  f(N, 0); f(N, 1); f(N, 2);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i];
  printf("%.10g\n", s);
  return 0;
}
