/* Red-black SOR on static arrays with the colour loop and a sweep loop inside the SCoP: the inner
   loop starts at 1 + (i + c) % 2 with step 2, omega a run-time double; a variant writing the colour
   as a condition ((i + j) % 2 == c) over every j; the residual's max norm in the SCoP after the
   sweeps with fabs and a conditional max; then the update counted in an int. */
#include <math.h>
#include <stdio.h>
#define N 33

static double a[N][N], b[N][N], f[N][N];

int main(int argc, char **argv) {
  double omega = 1.0 + 0.4 * (argc > 5 ? 1 : 1);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      f[i][j] = ((i * 7 + j * 5) % 13 - 6) * 0.01;
      a[i][j] = b[i][j] = (i == 0 ? 1.0 : 0.0) + (j == N - 1 ? 0.5 : 0.0);
    }
  int n = N, sweeps = 15, changed = 0;
  double rmax = 0.0;
#pragma scop
  for (int s = 0; s < sweeps; s++)
    for (int c = 0; c < 2; c++)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1 + (i + c) % 2; j < n - 1; j += 2)
          a[i][j] += omega * (0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - f[i][j]) - a[i][j]);
  for (int s = 0; s < sweeps; s++)
    for (int c = 0; c < 2; c++)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          if ((i + j) % 2 == c)
            b[i][j] += omega * (0.25 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1] - f[i][j]) - b[i][j]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      double r = fabs(a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - 4.0 * a[i][j] - f[i][j]);
      rmax = r > rmax ? r : rmax;
      changed += fabs(a[i][j] - b[i][j]) > 1e-12;
    }
#pragma endscop
  double sa = 0, sb = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sa += a[i][j] * (i + 2 * j + 1);
      sb += b[i][j] * (2 * i + j + 1);
    }
  printf("rmax %.10g changed %d sa %.12g sb %.12g\n", rmax, changed, sa, sb);
  return 0;
}
