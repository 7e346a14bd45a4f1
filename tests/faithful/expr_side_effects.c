/* Expressions with side effects inside statements: a nested assignment used as a value
   (A[i] = (t = B[i]) + t), a post-increment of an array element inside a larger expression, pre-increment
   as a statement, a static local counting calls in a loop body, and ++ on an element read again in the
   same statement's other operand of a comma. */
#include <stdio.h>
#define N 80
double A[N], B[N], C[N];
int K[N], L[N];

static void kernel(int n) {
  double t = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = (t = B[i]) + t * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    L[i] = K[i]++ + 10;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    ++K[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    static int calls = 0;
    calls = calls + 1;
    C[i] = C[i] + calls;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] -= (K[i] += 2) * 0.5;
#pragma endscop
  printf("t=%g\n", t);
}

int main(void) {
  for (int i = 0; i < N; i++) { B[i] = i % 9; K[i] = i * 3; C[i] = 0; }
  kernel(N);
  kernel(5);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + B[i] * 2 + C[i] * 3 + K[i] * 5 + L[i] * 7;
  printf("%.12g\n", s);
  return 0;
}
