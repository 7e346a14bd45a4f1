/* i != e as a loop bound (signed iterators, up and down, parametric, the iterator's final value): the same
   loop as i < e (i > e) wherever C defines it. */
#include <stdio.h>
double A[100], B[100];
int i, last;
void f(int n) {
#pragma scop
  for (int i = 0; i != 50; i++) A[i] = i;
  for (int i = 10; i != 0; i -= 2) A[i + 50] = -i;
  for (int k = 0; n != k; k++) B[k] += 1;
  for (i = n; i != -1; i--) B[i + 1] += 2;
#pragma endscop
  last = i;
}
int main(void) { f(30); f(0); f(7); for (int q = 0; q < 100; q++) printf("%g %g\n", A[q], B[q]); printf("%d %d\n", i, last); return 0; }
