/* Control around SCoPs: a static inline function called directly and through a function pointer
   with sizes that change (0 and 1 included), a recursive function halving its size, a SCoP inside an
   `if` in main with an argc-dependent size; early exits inside SCoPs (break on data, continue, return)
   keep them sequential, with a warning. */
#include <stdio.h>
#define N 200
static double A[N], B[N], C[N][N];

static inline void addmul(double *x, const double *y, int n, double f) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = x[i] * f + y[i];
#pragma endscop
}

static void rec(int n) {
  if (n <= 1) return;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = C[i][j] + (i < j ? 1 : 2);
#pragma endscop
  rec(n / 2);
}

static void early(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (A[i] > 100.0) break;
    A[i] = A[i] + 1;
  }
#pragma endscop
}

static void early2(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i++) {
    if (i == 37) continue;
    B[i] = B[i] * 2;
  }
#pragma endscop
}

static int early3(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (B[i] < 0) return i;
    B[i] = -B[i];
  }
#pragma endscop
  return -1;
}

typedef void (*fn)(double *, const double *, int, double);

int main(int argc, char **argv) {
  (void)argv;
  fn f = addmul;
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = 1 + i % 3; }
  for (int k = 0; k < 12; k++) {
    int n = (k * 37) % (N + 1);
    if (k % 3 == 0) f(A, B, n, 0.5);
    else if (k % 3 == 1) addmul(B, A, k, 1.0);
    else addmul(A, A, n, 0.75);
  }
  rec(N);
  early(N);
  early2(N);
  printf("%d\n", early3(N));
  printf("%d\n", early3(N));
  int m = argc * 50;
  if (argc > 0) {
#pragma scop
    for (int i = 0; i < m; i++)
      for (int j = 0; j < m; j++)
        C[i][j] = C[i][j] * 0.5 + A[j];
#pragma endscop
  }
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + A[i] + B[i]; for (int j = 0; j < N; j++) s += C[i][j] * 1e-4; }
  printf("%.10g\n", s);
  return 0;
}
