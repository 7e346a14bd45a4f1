/* Integer locals declared in SCoP bodies from the iterators alone and read in subscripts after their
   declaration: a row offset (const int row = i * N; A[row + j], rows that overlap when n > N, where the
   last write wins), a shifted index (int ii = i + 1), a long base from a product, a short local that
   wraps for large products ((short)(i * 1500)), an unsigned local i - 3 whose wrap-around is undone by
   + 3 in the subscript, and a local read both in a subscript and as a value. */
#include <stdio.h>
#define N 24
double A[N * N + 64], B[N + 2], C[N][N], D[4096], E[N + 8];
short S[70000];
int K[N];

static void locals(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      const int row = i * N;
      A[row + j] = i * 100 + j;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    int ii = i + 1;
    B[ii] += A[i] * 0.5 + ii;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      long base = (long)i * 7;
      D[base + j] += C[i][j] + base;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < 46; i++) {
    short k = (short)(i * 1500);
    S[k + 32768] += i;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    unsigned u = i - 3;
    E[u + 3] = K[i] * 2.0 + u;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    K[i] = i * 7 % 5 - 2;
    for (int j = 0; j < N; j++) C[i][j] = (i * 3 + j) % 11 * 0.25;
  }
  locals(N, N);
  locals(N / 2, N + 40);
  locals(3, 1);
  double s = 0;
  for (int i = 0; i < N * N + 64; i++) s += A[i] * (i % 13 + 1);
  for (int i = 0; i < 4096; i++) s += D[i] * (i % 7 + 2);
  printf("%.17g\n", s);
  long t = 0;
  for (int i = 0; i < 70000; i++) t += (long)S[i] * (i % 101 + 1);
  printf("%ld\n", t);
  for (int i = 0; i < N + 2; i++) printf("%.17g %.17g\n", B[i], E[i]);
  return 0;
}
