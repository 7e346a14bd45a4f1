/* A name read in a loop body before the body declares its own of the same spelling: the first reads of
   `t`, `w` and `scale` are the outer ones (a function-scope double, a global array, a parameter), the
   reads after each declaration are the body's own (C scopes start at the declarator). */
#include <stdio.h>
#define N 140

double A[N], B[N], C[N], w[N];

static void body(int n, double scale) {
  double t = 2.5;
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = t * B[i] + w[i];
    double t = B[i] - 1;
    C[i] = t * t + scale;
    int scale = i % 3;
    double w = t * scale;
    A[i] += w + scale;
  }
  for (int i = 0; i < n; i++)
    B[i] = w[i] * t + scale;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    B[i] = (i % 8) * 0.5;
    w[i] = (i % 3) - 1;
  }
  body(N, 0.75);
  body(N / 2, -2.0);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i] * (i + 1) + B[i] * 3 + C[i];
  printf("%.12g\n", s);
  return 0;
}
