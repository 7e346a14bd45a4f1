/* A SCoP in a function that the user's OpenMP threads call at once, each for its own row k of a global
   2-D array (the device code would copy the whole array back: other rows' results lost), next to one
   whose writes are the whole of a local array of the call (per call: offloaded). */
#include <stdio.h>
#define T 6
#define N 200
double A[T][N], B[N];
double Out[T];

static void row(int k, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[k][i] = B[i] * (k + 1) + i;
#pragma endscop
}

static double local_sum(int k, int n) {
  double t[N];
  double s = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    t[i] = B[i] * k;
  for (int i = 0; i < n; i++)
    s += t[i];
#pragma endscop
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) B[i] = i * 0.5;
#pragma omp parallel for
  for (int k = 0; k < T; k++) {
    row(k, N - k);
    Out[k] = local_sum(k, N - 3 * k);
  }
  for (int k = 0; k < T; k++) {
    double c = 0;
    for (int i = 0; i < N; i++) c += A[k][i] * (i % 3 + 1);
    printf("%d %.17g %.17g\n", k, c, Out[k]);
  }
  return 0;
}
