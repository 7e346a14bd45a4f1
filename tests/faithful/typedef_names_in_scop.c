/* Locals of a SCoP named like typedefs that its other statements use in casts: `double real` in one
   loop's body beside `(real)` casts in the others (a file-scope typedef), `long cnt` beside a
   block-scope `typedef int cnt`, and an iterator named like a typedef.  The OpenMP translation declared
   the private copies of such a local at the top of the region, under the typedef's name, where they
   hid the type from the casts: it did not compile ("called object 'real' is not a function"). */
#include <stdio.h>
#define N 120
typedef float real;
typedef int idx;
static double A[N], B[N], C[N][N];

static void f(int n) {
#pragma scop
  for (int idx = 0; idx < n; idx++)
    A[idx] = (real)(B[idx] / 3.0);
  for (int i = 0; i < n; i++) {
    double real = B[i] * 0.5;
    A[i] = A[i] + real;
  }
  for (int i = 0; i < n; i++)
    B[i] = (idx)(A[i] * 10) % 7 + (real)0.1;
#pragma endscop
}

static void g(int n) {
  typedef int cnt;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      long cnt = (i * 3 + j) % 11;
      C[i][j] = C[i][j] * 0.5 + cnt;
    }
  for (int i = 0; i < n; i++)
    A[i] = (cnt)(C[i][i] * 4) / 3;
#pragma endscop
}

int main(void) {
  for (int k = 0; k < N; k++) { B[k] = k % 10 + 0.123; for (int l = 0; l < N; l++) C[k][l] = (k - l) % 5; }
  f(N); f(N / 3);
  g(N); g(1);
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + A[i] + B[i]; for (int j = 0; j < N; j++) s += C[i][j] * 1e-3; }
  printf("%.10g\n", s);
  return 0;
}
