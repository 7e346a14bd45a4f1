/* libm's names reused as the program's block-scope names (math.h is included, so they hide Bessel and
   gamma functions): parameters y0, y1 and j0 (arrays), a scalar gamma, an iterator j1 and a size
   exp10, in a 2-D smoothing kernel that also calls sqrt, fabs and, outside the SCoP, j0(). */
#include <math.h>
#include <stdio.h>
#define N 72

static double P[N][N], Q[N][N], R[N];

static void relax(int exp10, double (*y0)[N], double (*y1)[N], double *j0) {
  double gamma = 0.25 - exp10 * 0.0005;
#pragma scop
  for (int i = 1; i < exp10 - 1; i++)
    for (int j1 = 1; j1 < exp10 - 1; j1++)
      y1[i][j1] = gamma * (y0[i - 1][j1] + y0[i + 1][j1] + y0[i][j1 - 1] + y0[i][j1 + 1]) + j0[j1];
  for (int i = 0; i < exp10; i++)
    j0[i] = sqrt(fabs(y1[i][i]) + 1.0);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    R[i] = i * 0.01;
    for (int j = 0; j < N; j++) {
      P[i][j] = ((i * 5 + j * 3) % 17) * 0.0625 - 0.5;
      Q[i][j] = 0;
    }
  }
  relax(N, P, Q, R);
  relax(N / 2, Q, P, R);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += R[i] + Q[i][N - 1 - i] + P[i][i];
  printf("%.12g %.6f\n", s, j0(1.0));
  return 0;
}
