/* A `_Static_assert` among the statements of a SCoP (a declaration that holds at compile time: the SCoP
   is translated without it), storage-class words on its variables (`register`, `auto`, a `static const`
   bound, an `_Alignas` local array), and `sizeof` of a variable-length array type in a statement
   (`sizeof(int[i + 1])` is computed when it runs; device code has no such types: that SCoP stays
   sequential with a warning, and computes what C computes). */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N], M[N][N];

static void blocks(int n) {
  register int i;
  auto int j;
  static const int K = 3;
  enum { W = 5 };
  _Alignas(32) double L[N];
#pragma scop
  _Static_assert(sizeof(double) == 8, "double has 8 bytes");
  for (i = 0; i < n; i++) {
    {
      L[i] = A[i] * K + W;
    }
    _Static_assert(W > 0, "W");
  }
  for (i = 0; i < n; i++)
    if (1)
      B[i] = L[n - 1 - i];
    else
      B[i] = -1;
  for (i = K; i < n - K; i++)
    for (j = i - K; j <= i + K; j++)
      M[i][j] = L[j] + A[i];
#pragma endscop
}

static void vla_sizes(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    C[i] = sizeof(int[i + 1]) + sizeof(double[n > 0 ? n : 1][2]) + A[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 1.5;
  blocks(N);
  blocks(10);
  vla_sizes(N);
  vla_sizes(7);
  for (int i = 0; i < N; i++) printf("%g %g %g %g\n", B[i], C[i], M[i][i], M[i][(i + 2) % N]);
  return 0;
}
