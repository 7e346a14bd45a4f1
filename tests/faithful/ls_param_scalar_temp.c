/* A by-value parameter used as the load/store temp of a nest (`t = x[i]; ...; x[i] = t`), never named
   outside the SCoP; a float parameter over double elements (rounding at the load and at each update);
   and an int parameter that is also a bound of an earlier loop of the SCoP, then overwritten (so it is
   not a parameter of the model). */
#include <stdio.h>
#define N 160
double x[N], y[N], A[N][N];

static void f(int n, double t) {
#pragma scop
  for (int i = 0; i < n; i++) {
    t = x[i];
    for (int j = 0; j < n; j++)
      t += A[i][j];
    x[i] = t * 0.5;
  }
#pragma endscop
}

static void g(int n, float t) {
#pragma scop
  for (int i = 0; i < n; i++) {
    t = y[i];
    for (int j = 0; j < i; j++)
      t = t + A[j][i] * 0.1;
    y[i] = t;
  }
#pragma endscop
}

static void h(int n, int m) {
#pragma scop
  for (int i = 0; i < m; i++)
    y[i] = y[i] + 1.0;
  for (int i = 0; i < n; i++) {
    m = x[i];
    y[i] = y[i] + m;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i * 0.3; y[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++) A[i][j] = ((i + j * 3) % 11) * 0.7;
  }
  f(N, 1.0);
  g(N, 2.0f);
  h(N, N / 2);
  h(3, 0);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] + y[i] * 3;
  printf("%.12g\n", s);
  return 0;
}
