/* An iterator's final value as the start of the next loop in the same SCoP (j = i after i's loop),
   a global int iterator whose final value starts a global unsigned short iterator, and a parameter used
   as its own loop's start (i = i + 1): all stay sequential with their warnings; the printed final
   values must be the original's. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N];
int gi;
unsigned short gs;
static void f(int n, int m) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    A[i] = A[i] * 0.5 + 1;
  for (j = i; j < m; j++)
    B[j] = B[j] + j;
#pragma endscop
  printf("%d %d\n", i, j);
#pragma scop
  for (gi = 2; gi < n; gi += 3)
    C[gi] += gi;
  for (gs = (unsigned short)gi; gs < m; gs++)
    C[gs] = C[gs] * 2;
#pragma endscop
}
static void g(int i, int n) {
#pragma scop
  for (i = i + 1; i < n; i++)
    A[i] += 2;
#pragma endscop
  printf("%d\n", i);
}
int main(void) {
  for (int a = 0; a < N; a++) { A[a] = a; B[a] = a * 0.5; C[a] = 1; }
  f(30, 50); f(0, 10); f(40, 20); f(N, N);
  g(3, 20); g(-1, 5); g(10, 2);
  printf("%d %u\n", gi, gs);
  double s = 0;
  for (int a = 0; a < N; a++) s += (a + 1) * (A[a] + B[a] * 3 + C[a] * 7);
  printf("%.10g\n", s);
  return 0;
}
