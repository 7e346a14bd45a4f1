/* Statement macros in SCoPs: assert() under NDEBUG (it expands to ((void) (0)), a statement that does
   nothing), a `(void)x;` that marks a variable used, and a do { ... } while (0) macro (a swap): the
   last is a loop s2s does not model (its SCoP stays sequential), as is a read of a volatile object
   ((void)vflag: a side effect). */
#define NDEBUG
#include <assert.h>
#include <stdio.h>
#define N 50
#define SWAP(a, b) do { double t_ = (a); (a) = (b); (b) = t_; } while (0)
static double A[N], B[N], C[N];
static volatile int vflag;

static void f(int n, int unused) {
#pragma scop
  for (int i = 0; i < n; i++) {
    assert(i < N);
    (void)unused;
    A[i] = A[i] * 2 + i;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    SWAP(B[i], C[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    (void)vflag;
    C[i] = C[i] + 1;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i, B[i] = -i, C[i] = i * i;
  f(N, 3);
  f(N / 2, 4);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", A[i], B[i], C[i]);
  return 0;
}
