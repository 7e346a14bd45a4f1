/* Shadowing in loop bodies: a body local named like a global array (double A inside the loop while
   the global A is untouched), a parameter n that bounds the loop and is shadowed by an int n and then a
   double n in nested blocks of the body, and a parameter m shadowed by a body local that bounds an inner
   loop; globals n and i keep their values. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N], D[N][N];
int n = 7;
int i = 100;
static void f(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double A = B[i] * 2;
    C[i] = A + i;
  }
#pragma endscop
#pragma scop
  for (int k = 0; k < n; k++) {
    int n = k % 3;
    B[k] = B[k] + n;
    {
      double n = 0.5 * k;
      C[k] += n;
    }
  }
#pragma endscop
#pragma scop
  for (int j = 0; j < m; j++) {
    int m = j + 1;
    for (int k = 0; k < m; k++)
      D[j][k] = D[j][k] + m;
  }
#pragma endscop
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = a * 0.5; C[a] = 1; for (int b = 0; b < N; b++) D[a][b] = a - b; }
  f(N, 50); f(10, 3);
  double s = 0;
  for (int a = 0; a < N; a++) { s += A[a] + B[a] * 3 + C[a] * 7; for (int b = 0; b < N; b++) s += D[a][b] * (b % 5); }
  printf("%.10g %d %d\n", s, n, i);
  return 0;
}
