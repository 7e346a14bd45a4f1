/* Locals declared between SCoPs and read by later ones: an int iterator's final value (step 4) as the
   bound of the next SCoP, a const struct made from a compound literal with designated initialisers whose
   members are copied into locals, a size_t iterator from a signed start (sequential: the start may wrap),
   and a scalar read from the element that iterator's final value selects, used as the next SCoP's start. */
#include <stdio.h>
#include <stddef.h>
#define N 100
double A[N], B[N], C[N];
struct cfg { int lo, hi; double w; };
static void f(int n) {
  int i;
  size_t z;
#pragma scop
  for (i = 3; i < n; i += 4)
    A[i] = A[i] + 1;
#pragma endscop
#pragma scop
  for (int j = 0; j < i && j < N; j++)
    B[j] = B[j] * 0.5 + i;
#pragma endscop
  const struct cfg c = (struct cfg){ .hi = n / 2, .w = 0.75 };
  int lo = c.lo, hi = c.hi;
  double w = c.w;
  int tail = n - hi;
#pragma scop
  for (z = (size_t)lo; z < (size_t)hi; z++)
    C[z] = C[z] * w + z;
  for (int j = 0; j < tail; j++)
    C[j] += w;
#pragma endscop
  double last = C[z < N ? z : 0];
  int cnt = (int)z;
#pragma scop
  for (int j = cnt; j < n; j++)
    A[j] -= last;
#pragma endscop
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = a * 0.5; C[a] = 1; }
  f(N - 10); f(0); f(5); f(N);
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + B[a] * 3 + C[a] * 7);
  printf("%.10g\n", s);
  return 0;
}
