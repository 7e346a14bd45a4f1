/* Globals named like the SCoP's iterators and locals: a global int i, j and n that the loops' own
   declarations shadow inside the SCoP and that the code after the SCoP reads (they must keep their
   values), a global scalar s that a block-scope s shadows in the SCoP, and a global array read under
   the name a parameter hides in a second function. */
#include <stdio.h>
#define M 400
int i = 17, j = -3, n = 5;
double s = 2.5;
double A[M][M], V[M];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * 0.5 + i - j;
  {
    double s = 0.25;
    for (int i = 0; i < n; i++)
      V[i] = V[i] + s * A[i][i];
  }
#pragma endscop
  s += n + i * 100 + j;
}

static void kernel2(double *V, int m) {
#pragma scop
  for (int k = 0; k < m; k++)
    V[k] = V[k] * 2 + n;
#pragma endscop
}

int main(void) {
  for (int a = 0; a < M; a++) {
    V[a] = a % 9;
    for (int b = 0; b < M; b++) A[a][b] = (a * 3 + b) % 11;
  }
  kernel(M);
  kernel(n);
  double W[M];
  for (int a = 0; a < M; a++) W[a] = a;
  kernel2(W, M);
  double t = 0;
  for (int a = 0; a < M; a++) {
    t += V[a] * (a % 5 + 1) + W[a];
    for (int b = 0; b < M; b += 7) t += A[a][b];
  }
  printf("%.10g %.10g %d %d %d\n", t, s, i, j, n);
  return 0;
}
