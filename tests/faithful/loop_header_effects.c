/* Loop headers that do work: a decrement in the condition (for (i = n; i-- > 0;)), the body's store in
   the increment (for (...; i < n; B[i++] = 0);), an empty body with the work in the step expression,
   a second variable stepped in the increment, and a condition calling nothing but reading an array
   element that the body writes. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N];
int D[N];

static void kernel(int n) {
  int i, j;
#pragma scop
  for (i = n; i-- > 0;)
    A[i] = A[i] * 2 + i;
#pragma endscop
  printf("i=%d\n", i);
#pragma scop
  for (i = 0; i < n; B[i++] = 0.5)
    ;
#pragma endscop
  printf("i=%d\n", i);
#pragma scop
  for (i = 0, j = 3; i < n; i++, j += 2)
    C[i] = C[i] + j;
#pragma endscop
  printf("i=%d j=%d\n", i, j);
#pragma scop
  for (i = 1; i < n && D[i - 1] < 100; i++)
    D[i] = D[i - 1] + D[i];
#pragma endscop
  printf("i=%d\n", i);
#pragma scop
  for (i = 0; i < n; i += 1)
    for (j = i; j < n; ++j)
      C[j] += 0.001;
#pragma endscop
  printf("i=%d j=%d\n", i, j);
}

int main(void) {
  for (int t = 0; t < N; t++) { A[t] = t; B[t] = -1; C[t] = t * 0.5; D[t] = t % 7; }
  kernel(N);
  kernel(9);
  kernel(0);
  double s = 0;
  for (int t = 0; t < N; t++) s += A[t] * (t + 1) + B[t] + C[t] * 3 + D[t];
  printf("%.12g\n", s);
  return 0;
}
