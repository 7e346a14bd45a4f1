/* Loop steps written as integer constant expressions other than literals: a macro (2 * 2), enumeration
   constants (one negative, a downward loop), sizeof(int) and sizeof(short) (size_t steps, -= too),
   character constants ('c' - 'a'), a step on the left of the iterator ((TS + 1) + i), and i += -1u on an
   int iterator (i - 1 after the conversion); the iterator is read after the SCoPs. */
#include <stdio.h>
#define N 200
#define TS (2 * 2)
enum { STEP = 3, BACK = -2 };
double A[N]; int K[N], L[N], M[N];
static void f(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i += TS) A[i] += 1;
#pragma endscop
#pragma scop
  for (i = 1; i < n; i += STEP) K[i] += i;
#pragma endscop
#pragma scop
  for (i = n - 1; i >= 0; i += BACK) L[i] += 3;
#pragma endscop
#pragma scop
  for (i = 0; i < n; i += sizeof(int)) M[i] += 1;
#pragma endscop
#pragma scop
  for (i = n - 1; i >= 0; i -= sizeof(short)) M[i] += 10;
#pragma endscop
#pragma scop
  for (i = 0; i < n; i = i + ('c' - 'a')) K[i] += 100;
#pragma endscop
#pragma scop
  for (i = 0; i < n; i = (TS + 1) + i) L[i] += 100;
#pragma endscop
#pragma scop
  for (i = n - 1; i >= 0; i += -1u) A[i] *= 2;
#pragma endscop
  printf("i=%d\n", i);
}
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; K[i] = L[i] = M[i] = 0; }
  f(N); f(N / 3); f(1); f(0);
  for (int i = 0; i < N; i++) printf("%.17g %d %d %d\n", A[i], K[i], L[i], M[i]);
  return 0;
}
