/* Jacobi 1-D where one SCoP is one sweep of a function over `float *restrict` in/out pointers, the
   time loop in main swapping the two pointers between calls (double buffering outside the SCoP), the
   sweep over the interior written `for (i = n - 2; i > 0; i--)`. */
#include <stdio.h>
#include <stdlib.h>

static void sweep(int n, const float *restrict in, float *restrict out) {
#pragma scop
  for (int i = n - 2; i > 0; i--)
    out[i] = 0.33333f * (in[i - 1] + in[i] + in[i + 1]);
#pragma endscop
}

int main(void) {
  int n = 200, steps = 30;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++)
    a[i] = b[i] = (float)((i * 17) % 29) / 29.0f;
  for (int t = 0; t < steps; t++) {
    sweep(n, a, b);
    float *tmp = a;
    a = b;
    b = tmp;
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (1 + i % 5);
  printf("%.6e %.7f %.7f\n", s, (double)a[1], (double)a[n / 2]);
  free(a);
  free(b);
  return 0;
}
