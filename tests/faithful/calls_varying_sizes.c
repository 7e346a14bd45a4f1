/* A SCoP in a static inline function called from a loop of main, each time with other arrays (two
   globals, a static local of main, a block-scope extern declaration) and other sizes, growing and
   shrinking (the device buffers of one call must not serve the next), and a SCoP in a second function
   that calls the first one's function between its own SCoPs. */
#include <stdio.h>
#define N 96
static double G1[N], G2[N];
double G3[N];

static inline void scale_add(int n, double a, double *restrict y, const double *restrict x) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = a * y[i] + x[i];
#pragma endscop
}

static void twice(int n, double y[], double x[]) {
#pragma scop
  for (int i = 1; i < n; i++)
    x[i] = x[i] + x[i - 1] * 0.5;
#pragma endscop
  scale_add(n / 2, 2.0, y, x + n / 2);
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = y[i] - x[n - 1 - i];
#pragma endscop
}

int main(void) {
  static double L[N];
  extern double G3[N];
  for (int i = 0; i < N; i++) { G1[i] = i; G2[i] = 1.0 / (i + 1); G3[i] = i % 5; L[i] = -i * 0.5; }
  int sizes[] = {5, 96, 1, 0, 40, 96, 7};
  for (int c = 0; c < 7; c++) {
    scale_add(sizes[c], 0.5 + c, G1, G2);
    scale_add(sizes[c] / 2, -1.0, L, G1 + sizes[c] / 2);
    scale_add(sizes[(c + 3) % 7], 0.25, G3, L);
    twice(sizes[c], G2, G3);
  }
  for (int i = 0; i < N; i++) printf("%d %.12g %.12g %.12g %.12g\n", i, G1[i], G2[i], G3[i], L[i]);
  return 0;
}
