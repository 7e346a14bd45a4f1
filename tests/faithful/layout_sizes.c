/* Sizes that depend on a structure's layout. `offsetof(type, member)` was read as 0 (a parse-only
 * define), so `i + offsetof(struct rec, c)` computed i, and a loop from `offsetof(struct rec, b)` started
 * at 0; `sizeof B` of an array whose extent s2s cannot compute was taken for the size of one element (the
 * loop `i < sizeof B / sizeof B[0]` ran once); `sizeof(struct rec)` in a statement kept its text in device
 * code, which has no `struct rec` (nor the typedef `three`): the kernels did not compile. offsetof and
 * such sizes in bounds and subscripts keep their SCoP sequential, with a warning; a statement with the
 * size of a structure runs in the OpenMP translation and stays on the host for OpenCL and CUDA. */
#include <stdio.h>
#include <stddef.h>

#define N 32

struct rec { double a; int b; double c[4]; };
typedef struct { char x[3]; } three;
union u { double d; char c[12]; };
enum { OFF_C = offsetof(struct rec, c) };

static double A[N], B[offsetof(struct rec, c) + 8], C[sizeof(struct rec) / 4], D[N];
static long L[N];
static const int offb = offsetof(struct rec, b);
_Static_assert(offsetof(struct rec, c) == 16, "layout");

void value(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = i + offsetof(struct rec, c);
#pragma endscop
}

void bound(int n) {
#pragma scop
  for (int i = offsetof(struct rec, b); i < n; i++)
    A[i] = A[i] * 2.0;
#pragma endscop
}

void subscript(void) {
#pragma scop
  for (int i = 0; i < 8; i++)
    B[i + offsetof(struct rec, c)] = i;
#pragma endscop
}

void enumerator(int n) {
#pragma scop
  for (int i = OFF_C; i < n; i++)
    A[i] += 1.0;
#pragma endscop
}

void extent_unknown(void) {
#pragma scop
  for (int i = 0; i < (int)(sizeof B / sizeof B[0]); i++)
    B[i] = B[i] * 3.0 + offb;
  for (int i = 0; i < (int)(sizeof C / sizeof C[0]); i++)
    C[i] = i - 0.5;
#pragma endscop
}

void struct_sizes(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    D[i] = i * sizeof(struct rec) + sizeof(three);
    L[i] = sizeof(union u) * i - 1 + (long)sizeof(three[2]);
  }
#pragma endscop
}

void pointer_size(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    D[i] += (double)sizeof(struct rec *) + sizeof(union u *) * i;
#pragma endscop
}

int main(void) {
  value(N);
  bound(N);
  subscript();
  enumerator(N);
  extent_unknown();
  struct_sizes(N);
  pointer_size(N);
  for (int i = 0; i < N; i++) printf("%g %g %ld\n", A[i], D[i], L[i]);
  for (int i = 0; i < (int)(sizeof B / sizeof B[0]); i++) printf("%g\n", B[i]);
  for (int i = 0; i < (int)(sizeof C / sizeof C[0]); i++) printf("%g\n", C[i]);
  return 0;
}
