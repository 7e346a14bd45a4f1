/* A buffer the SCoP fills before reading it when the time loop runs at least once: its host values are
   copied to the device only when STEPS is 0 (then the copy-out writes them back unchanged). */
#include <stdio.h>

#ifndef STEPS
#define STEPS 3
#endif
#define N 300

static double a[N][N], buf[N][N], out[N][N];

void smooth(int n, int steps, double A[n][n], double Buf[n][n], double Out[n][n])
{
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        Buf[i][j] = A[i][j] * 0.5 + t;
    for (int i = 1; i < n; i++)
      for (int j = 0; j < n; j++)
        Out[i][j] = Buf[i][j] + Buf[i - 1][j];
  }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = (i * 7 + j * 3) % 11;
      buf[i][j] = -(double)(i + j);       /* kept when STEPS is 0 */
      out[i][j] = 1.0;
    }
  smooth(N, STEPS, a, buf, out);
  double s = 0, t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += buf[i][j] * (1 + (i + j) % 5);
      t += out[i][j] * (1 + (i * j) % 3);
    }
  printf("%.6f %.6f\n", s, t);
  return 0;
}
