/* 2-D Jacobi on matrices malloc'd as pointers to VLA rows (`double (*a)[n] = malloc(...)`), the time
   loop inside the SCoP, with the copy back written as a second sweep; n and the steps from argc. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = 38 + argc, steps = 9 + argc;
  double (*a)[n] = malloc(sizeof(double[n][n]));
  double (*b)[n] = malloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i][j] = (double)((i * 31 + j * 17) % 29) / 29.0;
      b[i][j] = 0.0;
    }
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i][j] = b[i][j];
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += a[i][j] * (1 + (i ^ j) % 5);
  printf("%.10e %.10f\n", s, a[n / 2][n / 2]);
  free(a);
  free(b);
  return 0;
}
