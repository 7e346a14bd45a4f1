/* Reductions whose loop order is unusual: the summed dimension k outermost and the output index
   innermost (y[i] += A[k][i] * x[k]), a reduction over the middle loop of three, a column sum written
   with the row loop inside, and a reduction into y[i + 1] (an element at an offset from the loop's). */
#include <stdio.h>
#define N 300
double A[N][N], x[N], y[N + 2], z[N], w[N][8];
long L[N][N], cs[N];

static void kernel(int n) {
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      y[i + 1] += A[k][i] * x[k];
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < 8; j++)
        w[i][j] += A[i][k] * (j + 1) - x[k];
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      cs[i] += L[j][i] * (j % 5 - 2);
  for (int k = n - 1; k >= 0; k--)
    for (int i = 0; i < n; i++)
      z[i] = z[i] * 0.5 + A[k][i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 7) - 3;
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i * 13 + j * 5) % 17) * 0.125;
      L[i][j] = (i * 31 + j * 7) % 101 - 50;
    }
  }
  kernel(N);
  kernel(5);
  double s = 0;
  long t = 0;
  for (int i = 0; i < N + 2; i++) s += y[i] * (i % 3 + 1);
  for (int i = 0; i < N; i++) {
    s += z[i] * (i % 5) ;
    for (int j = 0; j < 8; j++) s += w[i][j] * 0.5;
    t += cs[i] * (i + 1);
  }
  printf("%.10g %ld\n", s, t);
  return 0;
}
