/* Block-scope declarations around SCoPs: a function-scope typedef (real = float) declaring a body
   scalar, an anonymous enum whose constants are used in the body, a struct with designated initialisers
   whose members are copied into locals before the SCoP (and one SCoP that reads the members itself:
   sequential, with its warning), a const array with designated initialisers, a register bound, an
   extern declaration of a global array, a block-scope enum type declared inside the body and a compound
   literal read in the body (both not modelled), and a const volatile scalar (kept on the host). */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N];
int I[N];
double G[N];
static void f(int n) {
  extern double G[N];
  typedef float real;
  enum { K = 3, L = K * 2 };
  struct range { int lo, hi; } r = { .hi = n - 2, .lo = 1 };
  const int w[3] = { [2] = 5, [0] = 1 };
  register int lim = n / 2;
  const volatile int cv = 4;
  int lo = r.lo, hi = r.hi;
#pragma scop
  for (int i = lo; i < hi; i++) {
    real t = (real)B[i] * K;
    A[i] = t + w[2] - L;
  }
#pragma endscop
#pragma scop
  for (int i = r.lo; i < r.hi; i++)
    C[i] = C[i] + 0.5 * i;
#pragma endscop
#pragma scop
  for (register int i = 0; i < lim; i++) {
    long q = (long)i * 100000L;
    I[i] = (int)(q % 7);
    G[i] += w[0] + i;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    enum color { RED = 2, GREEN = RED + 5 } c = GREEN;
    C[i] = C[i] * c + RED;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = B[i] + ((int[]){ 4, 5, 6 })[1];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = B[i] + cv;
#pragma endscop
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = a * 0.5; C[a] = 1; G[a] = a; }
  f(N); f(9); f(2);
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + B[a] * 3 + C[a] * 7 + I[a] + G[a]);
  printf("%.10g\n", s);
  return 0;
}
