/* Two SCoPs of one function share arrays with host code between them (which updates them); strided
   partial writes (the elements not written keep the host's values); the function called again with
   pointers into the middle of the arrays (x = A + 1, y = C + 2) and smaller sizes. */
#include <stdio.h>
#define N 1000
static double A[N], B[N], C[N][N];
static void f(int n, int m, double *x, double (*y)[N]) {
#pragma scop
  for (int i = 0; i < n; i += 2) x[i] = i * 0.5;
  for (int i = 0; i < n; i++) for (int j = i; j < m; j += 3) y[i][j] = x[i] + j;
#pragma endscop
  for (int i = 0; i < n; i++) x[i] += 1;
#pragma scop
  for (int i = 1; i < n; i += 2) x[i] = x[i - 1] * 2 + y[i][i];
  for (int i = 0; i < n / 2; i++) B[i] = x[i] + x[n - 1 - i];
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = -i; B[i] = 7; for (int j = 0; j < N; j++) C[i][j] = i - j; }
  f(N, N - 5, A, C);
  f(N / 3, N / 2, A + 1, C + 2);
  double s = 0; for (int i = 0; i < N; i++) { s += A[i] * (i % 11) + B[i]; for (int j = 0; j < N; j += 13) s += C[i][j] * ((i + j) % 3); }
  printf("%.17g\n", s);
  return 0;
}
