/* switch statements inside loop bodies: a switch on i % 4 choosing the update (with fallthrough and a
   default), a switch on a parameter (a mode chosen by the caller) inside the nest, and a switch on data
   read from an array (a material id per cell, as in finite-element codes). */
#include <stdio.h>
#define N 80
double u[N][N], f[N][N];
int mat[N][N];
double out[N];

static void by_phase(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      switch ((i + j) % 4) {
      case 0:
        u[i][j] = u[i][j] + 1.0;
        break;
      case 1:
        u[i][j] = u[i][j] * 2.0;
        /* fallthrough */
      case 2:
        u[i][j] = u[i][j] - 0.5;
        break;
      default:
        u[i][j] = -u[i][j];
      }
#pragma endscop
}

static void by_mode(int n, int mode) {
#pragma scop
  for (int i = 0; i < n; i++) {
    out[i] = 0;
    for (int j = 0; j < n; j++) {
      switch (mode) {
      case 1: out[i] += u[i][j]; break;
      case 2: out[i] += u[i][j] * u[i][j]; break;
      default: out[i] += f[i][j];
      }
    }
  }
#pragma endscop
}

static void by_material(int n) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      double k;
      switch (mat[i][j]) {
      case 0: k = 1.0; break;
      case 1: k = 0.25; break;
      case 2: k = 4.0; break;
      default: k = 0.0; break;
      }
      f[i][j] = k * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      u[i][j] = ((i * 3 + j * 5) % 13) * 0.125 - 0.5;
      f[i][j] = 0;
      mat[i][j] = (i / 10 + j / 20) % 5;
    }
  by_phase(N);
  by_mode(N, 1);
  double s1 = 0;
  for (int i = 0; i < N; i++) s1 += out[i] * (i + 1);
  by_mode(N, 2);
  double s2 = 0;
  for (int i = 0; i < N; i++) s2 += out[i];
  by_material(N);
  by_mode(N, 7);
  double s3 = 0;
  for (int i = 0; i < N; i++) s3 += out[i] * (N - i);
  printf("%.17g %.17g %.17g\n", s1, s2, s3);
  return 0;
}
