/* 1-D Jacobi with the two buffers swapped through pointers between time steps (`tmp = a; a = b; b =
   tmp;`) in a do/while time loop in main; the SCoP is one sweep in a function called once per step,
   its arrays the pointers of the moment. */
#include <stdio.h>
#include <stdlib.h>

static void sweep(int n, const double *restrict in, double *restrict out) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.33333 * (in[i - 1] + in[i] + in[i + 1]);
  out[0] = in[0];
  out[n - 1] = in[n - 1];
#pragma endscop
}

int main(void) {
  int n = 200, steps = 37, t = 0;
  double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n), *tmp;
  for (int i = 0; i < n; i++) {
    a[i] = ((double)i + 2) / n;
    b[i] = 0.0;
  }
  do {
    sweep(n, a, b);
    tmp = a;
    a = b;
    b = tmp;
    t++;
  } while (t < steps);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (i % 4 + 1);
  printf("%.10e %.10f %.10f\n", s, a[1], a[n / 2]);
  free(a);
  free(b);
  return 0;
}
