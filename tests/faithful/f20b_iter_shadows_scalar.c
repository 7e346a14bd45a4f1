/* A for-header iterator that shadows a double scalar t of the function (the loops after it read the
   double, the final t printed), an iterator named like a global array (int A while the later loop reads the
   array A), an int k read before its own loop (sequential, with its warning), and a body local t next to
   a loop that reads the outer t. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N];
int D[N];
static void f(int n) {
  double t = 2.5;
  int k = 7;
#pragma scop
  for (int t = 0; t < n; t++)
    A[t] = A[t] + t;
  for (int j = 0; j < n; j++)
    B[j] = A[j] * t + k;
  for (k = 0; k < n; k++)
    C[k] = C[k] + t;
#pragma endscop
  printf("%g %d\n", t, k);
#pragma scop
  for (int A = 0; A < n; A++)
    D[A] = A * 2;
  for (int i = 0; i < n; i++)
    C[i] += A[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double t = i * 0.5;
    B[i] += t;
  }
  for (int i = 0; i < n; i++)
    B[i] += t;
#pragma endscop
  printf("%g\n", t);
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = a * 0.5; C[a] = 1; }
  f(N); f(5); f(0);
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + B[a] * 3 + C[a] * 7 + D[a]);
  printf("%.10g\n", s);
  return 0;
}
