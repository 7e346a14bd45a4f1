/* A float scalar over double elements (every update rounds to float) and a double scalar over float
   elements (the sum keeps double precision until the store), loaded and stored in the same element and
   in another array, the difference made visible by subtracting what the other precision gives. */
#include <stdio.h>
#define N 128
#define M 60
double D[N], Dout[N];
float F[N], Fout[N];
double X[N][M];

static void run(int n, int m) {
  float f;
  double d;
#pragma scop
  for (int i = 0; i < n; i++) {
    f = D[i];
    for (int j = 0; j < m; j++)
      f += X[i][j] * 0.1;
    Dout[i] = f;
  }
  for (int i = 0; i < n; i++) {
    d = F[i];
    for (int j = 0; j < m; j++)
      d += X[i][j] * 0.1;
    F[i] = d;
    Fout[i] = d - F[i];
  }
  for (int i = 0; i < n; i++) {
    f = D[i];
    for (int j = 0; j < m; j++)
      f = f * 1.0001 + X[i][j];
    D[i] = f;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = 1.0 / (i + 3); F[i] = (float)(1.0 / (i + 7));
    for (int j = 0; j < M; j++) X[i][j] = 1.0 / (1 + (i * 13 + j * 7) % 31);
  }
  run(N, M);
  double s = 0, e = 0;
  for (int i = 0; i < N; i++) {
    s += Dout[i] * (i % 7 + 1) + F[i] + D[i];
    e += Fout[i] * 1e9;
  }
  printf("%.10g %.10g\n", s, e);
  for (int i = 0; i < 6; i++) printf("%.9g %.9g %.9g %.9g\n", Dout[i], (double)F[i], D[i], (double)Fout[i] * 1e9);
  return 0;
}
