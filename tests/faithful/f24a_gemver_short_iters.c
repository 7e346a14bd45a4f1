/* gemver with short iterators and an unsigned short size, the two matrix-vector products' sums in
   double locals of the body spelled `x -= -...`, alpha and beta as float parameters promoted in the
   products. */
#include <stdio.h>

#define N 44

static double A[N][N], u1[N], v1[N], u2[N], v2[N], w[N], x[N], y[N], z[N];

static void gemver(unsigned short n, float alpha, float beta) {
#pragma scop
  for (short i = 0; i < n; i++)
    for (short j = 0; j < n; j++)
      A[i][j] -= -(u1[i] * v1[j] + u2[i] * v2[j]);
  for (short i = 0; i < n; i++) {
    double t = 0.0;
    for (short j = 0; j < n; j++)
      t -= -(beta * A[j][i] * y[j]);
    x[i] = x[i] + t + z[i];
  }
  for (short i = 0; i < n; i++) {
    double t = 0.0;
    for (short j = 0; j < n; j++)
      t -= -(alpha * A[i][j] * x[j]);
    w[i] = w[i] + t;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    u1[i] = i;
    u2[i] = ((i + 1) / (double)N) / 2.0;
    v1[i] = ((i + 1) / (double)N) / 4.0;
    v2[i] = ((i + 1) / (double)N) / 6.0;
    y[i] = ((i + 1) / (double)N) / 8.0;
    z[i] = ((i + 1) / (double)N) / 9.0;
    x[i] = w[i] = 0.0;
    for (int j = 0; j < N; j++)
      A[i][j] = (double)(i * j % N) / N;
  }
  gemver(N, 1.5f, 1.2f);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += w[i] + x[i] * 0.001;
  printf("%.10e %.10f %.10f\n", s, w[0], w[N - 1]);
  return 0;
}
