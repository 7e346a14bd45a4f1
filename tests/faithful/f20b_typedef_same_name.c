/* One typedef name T with four meanings: unsigned char in one function, int in another, signed char
   in an inner block and short at file scope, each converting (T)(i * 3), (T)-1 and body scalars T v =
   i * 5 or i * 300 (the narrow ones wrap). */
#include <stdio.h>
#define N 256
int A[N], B[N], C[N], D[N];
static void f(int n) {
  typedef unsigned char T;
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = (T)(i * 3) + (T)-1;
#pragma endscop
}
static void g(int n) {
  typedef int T;
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = (T)(i * 3) + (T)-1;
#pragma endscop
}
typedef short T;
static void h(int n) {
  {
    typedef signed char T;
#pragma scop
    for (int i = 0; i < n; i++) {
      T v = i * 5;
      C[i] = v;
    }
#pragma endscop
  }
#pragma scop
  for (int i = 0; i < n; i++) {
    T v = i * 300;
    D[i] = v;
  }
#pragma endscop
}
int main(void) {
  f(N); g(N); h(N);
  long s = 0;
  for (int a = 0; a < N; a++) s += (a + 1L) * (A[a] + 3L * B[a] + 5L * C[a] + 7L * D[a]);
  printf("%ld %d %d %d %d\n", s, A[100], B[100], C[100], D[200]);
  return 0;
}
