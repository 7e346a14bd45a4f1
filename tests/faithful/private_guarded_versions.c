/* Private copies of scalars in SCoPs whose translation also runs behind other tests: pointer parameters
   that may overlap (the overlap test), an unsigned bound that may wrap (the model's guard), a flat
   pointer with a leading dimension (its row test), and a reduction next to the private scalar; each
   called where the tests pass and where they fail, so that every fallback and the private copies'
   allocation meet. */
#include <stdio.h>
#define N 120
double G[4 * N * N], R[N];

static void rows(int n, int ld, double *a, const double *b) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double t = b[i * ld + j] * 0.5;
      a[i * ld + j] = a[i * ld + j] + t * t;
    }
#pragma endscop
}

static void wrap(unsigned n, double *x) {
  double w;
#pragma scop
  for (unsigned i = 0; i < n - 1; i++) {
    w = x[i];
    for (int k = 0; k < 3; k++)
      w = w * 0.5 + k;
    R[i] = w + x[i + 1];
  }
#pragma endscop
}

static void sums(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < n; j++) {
      double v = G[i * N + j] - j;
      s += v * 0.25;
    }
    R[i] = R[i] + s;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 4 * N * N; i++) G[i] = (i % 13) * 0.5;
  rows(N, N, G, G + N * N);
  rows(N, N, G + 5, G);
  rows(N / 2, N / 3, G, G + 2 * N * N);
  wrap(N, G);
  wrap(1, G);
  sums(N);
  double s = 0;
  for (int i = 0; i < 4 * N * N; i += 7) s += G[i];
  for (int i = 0; i < N; i++) s += R[i] * (i % 5 + 1);
  printf("%.10g\n", s);
  return 0;
}
