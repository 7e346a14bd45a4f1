/* float data accumulated in double temporaries and stored back as float (a dot product per row, a
   variance with a double mean), double -> float -> int conversions in bodies (truncation of both
   roundings), and a float accumulator fed double terms, which rounds at every step. */
#include <stdio.h>
#define N 60
#define M 70

static float a[N][M], x[M], y[N], var[N];
static int bins[N][M];
static float facc[N];
static short halves[N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) a[i][j] = (float)((i * 31 + j * 17) % 97) * 0.013f - 0.5f;
  for (int j = 0; j < M; j++) x[j] = 1.0f / (float)(j + 3);
#pragma scop
  for (int i = 0; i < N; i++) {
    double s = 0.0;
    for (int j = 0; j < M; j++)
      s += (double)a[i][j] * x[j];
    y[i] = (float)s;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    double mean = 0.0;
    for (int j = 0; j < M; j++)
      mean += a[i][j];
    mean = mean / M;
    double v = 0.0;
    for (int j = 0; j < M; j++)
      v += (a[i][j] - mean) * (a[i][j] - mean);
    var[i] = (float)(v / (M - 1));
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      bins[i][j] = (int)(float)((double)a[i][j] * 1000.0 + 0.3) - (int)((double)a[i][j] * 1000.0);
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    facc[i] = 0.0f;
    for (int j = 0; j < M; j++)
      facc[i] += (double)a[i][j] / 3.0;
    halves[i] = (short)(int)(facc[i] * 100.0f);
  }
#pragma endscop
  double s1 = 0, s2 = 0, s3 = 0;
  long sb = 0, sh = 0;
  for (int i = 0; i < N; i++) {
    s1 += (double)y[i] * (i + 1);
    s2 += (double)var[i];
    s3 += (double)facc[i] * (i % 5 + 1);
    sh += halves[i] * (i + 1);
    for (int j = 0; j < M; j++) sb += bins[i][j] * (j + 1);
  }
  printf("%.9g\n%.9g\n%.9g\n%ld %ld\n", s1, s2, s3, sb, sh);
  printf("%.9g %.9g %.9g\n", (double)y[7], (double)var[N - 1], (double)facc[3]);
  return 0;
}
