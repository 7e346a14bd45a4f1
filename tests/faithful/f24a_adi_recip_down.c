/* ADI (alternating-direction implicit) with its coefficients computed before the SCoP, the divisions
   by the diagonal written as multiplications by reciprocals held in scalars, the back substitutions
   counting down with `>= 1`, 1-based interior 1..n-2 of an n-square grid with `<= n - 2` bounds. */
#include <stdio.h>

#define N 40

static double u[N][N], v[N][N], p[N][N], q[N][N];

static void adi(int n, int tsteps, double a, double b, double c, double d, double e, double f) {
#pragma scop
  for (int t = 1; t <= tsteps; t++) {
    for (int i = 1; i <= n - 2; i++) {
      v[0][i] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = v[0][i];
      for (int j = 1; j <= n - 2; j++) {
        double rden = 1.0 / (a * p[i][j - 1] + b);
        p[i][j] = -c * rden;
        q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1] - a * q[i][j - 1]) * rden;
      }
      v[n - 1][i] = 1.0;
      for (int j = n - 2; j >= 1; j--)
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    for (int i = 1; i <= n - 2; i++) {
      u[i][0] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = u[i][0];
      for (int j = 1; j <= n - 2; j++) {
        double rden = 1.0 / (d * p[i][j - 1] + e);
        p[i][j] = -f * rden;
        q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j] - d * q[i][j - 1]) * rden;
      }
      u[i][n - 1] = 1.0;
      for (int j = n - 2; j >= 1; j--)
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
#pragma endscop
}

int main(void) {
  int n = N, tsteps = 8;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      u[i][j] = (double)(i + n - j) / n;
  double dx = 1.0 / n, dy = 1.0 / n, dt = 1.0 / tsteps;
  double b1 = 2.0, b2 = 1.0;
  double mul1 = b1 * dt / (dx * dx), mul2 = b2 * dt / (dy * dy);
  double a = -mul1 / 2.0, b = 1.0 + mul1, c = a;
  double d = -mul2 / 2.0, e = 1.0 + mul2, f = d;
  adi(n, tsteps, a, b, c, d, e, f);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += u[i][j];
  printf("%.12e %.12f %.12f\n", s, u[1][1], u[n / 2][n / 3]);
  return 0;
}
