/* Macros in a SCoP: one that expands to two statements, a braced block with a local (SWAP), one that
   names the iterator it does not take as argument, a function-like macro used inside another's
   argument, and #if / #ifdef / #ifndef / #else groups between the statements; a do { } while (0) macro
   keeps its SCoP sequential. */
#include <stdio.h>
#define N 50
#define USE_SECOND 1
#define TWO(a, b) a; b
#define SWAP(x, y) { double t_ = (x); (x) = (y); (y) = t_; }
#define AT(arr) arr[i]
#define SWAP0(x, y) do { double t_ = (x); (x) = (y); (y) = t_; } while (0)
#define SQ(x) ((x) * (x))
double A[N], B[N], C[N];

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = N - i; C[i] = i % 3; }
#pragma scop
  for (int i = 0; i < N; i++) {
    TWO(A[i] = A[i] + 1, B[i] = B[i] * 2);
#if USE_SECOND
    SWAP(A[i], C[i]);
#else
    C[i] = -1;
#endif
#ifdef NOT_DEFINED
    B[i] = 0;
#endif
    AT(B) = AT(B) - SQ(AT(C) + 1);
  }
#ifndef NOT_DEFINED
  for (int i = 1; i < N; i++)
    A[i] = A[i - 1] + SQ(i - 3);
#endif
#pragma endscop
#pragma scop
  for (int i = 0; i < N / 2; i++)
    SWAP0(A[i], B[N - 1 - i]);
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * 3 + B[i] * 5 + C[i] * 7;
  printf("%.17g %g %g %g\n", s, A[N - 1], B[7], C[9]);
  return 0;
}
