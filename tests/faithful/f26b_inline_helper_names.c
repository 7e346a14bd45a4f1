/* Helper functions called in SCoP bodies (inlined as expressions by s2s) whose parameter and local
   names are those of the caller's iterators: g(j, i) with parameters (i, j) (the substitution must be
   simultaneous), a local const i in a helper called with the iterator i, a helper with a guarded early
   return and a local, nested calls, and a short parameter narrowing its argument (i * 2000 + j). */
#include <stdio.h>
#define N 20
int A[N][N], B[N][N], C[N][N], D[N][N];
static int g(int i, int j) { return i * 100 + j; }
static int f(int x) { const int i = x * 2; return i + x * 1000; }
static int h(int j) { if (j > 5) return j * 3; const int i = j + 1; return i * i; }
static short s(short v) { return v * 2; }
static void run(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = g(j, i);
      B[i][j] = f(i) + f(j) * 7;
      C[i][j] = h(i) + g(h(j), i);
      D[i][j] = s(i * 2000 + j);
    }
#pragma endscop
}
int main(void) {
  run(N);
  run(N / 3);
  long t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      t += (long)A[i][j] * (i + 1) + (long)B[i][j] * (j + 2) + (long)C[i][j] * 3 + D[i][j];
      printf("%d %d %d %d\n", A[i][j], B[i][j], C[i][j], D[i][j]);
    }
  printf("%ld\n", t);
  return 0;
}
