/* The math of a correlation-like normalisation written carelessly about argument types, as C defines
   it: abs() on a double (converted to int first: truncation), pow() with int arguments (a double
   result), fabsf() of a double (rounded to float), sqrt() of an int expression, exp() of a float
   element (C's double exp), and labs() of a long difference, each in a parallel loop. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 48
#define M 20

static double data[N][M], out1[N][M], out2[N][M];
static float fdata[N][M], out3[N][M];
static long ldist[N];

static void normalise(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      out1[i][j] = abs(data[i][j]) + pow(i - j, 2) + fabsf(data[i][j] / 3.0);
      out2[i][j] = sqrt(i * m + j) + exp(fdata[i][j]);
      out3[i][j] = exp(fdata[i][j]) * 0.5f + expf(fdata[i][j]);
    }
  for (int i = 0; i < n; i++)
    ldist[i] = labs((long)(i * 3) - (long)(n * 2));
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      data[i][j] = ((double)((i * 7 + j * 13) % 29) - 14.5) * 0.77;
      fdata[i][j] = (float)((i * 3 + j) % 17) / 7.0f - 1.1f;
    }
  normalise(N, M);
  double s1 = 0, s2 = 0, s3 = 0;
  long l = 0;
  for (int i = 0; i < N; i++) {
    l += ldist[i] * (i + 1);
    for (int j = 0; j < M; j++) {
      s1 += out1[i][j];
      s2 += out2[i][j];
      s3 += out3[i][j];
    }
  }
  printf("%.10e %.10e %.6e %ld %.15g %.6g\n", s1, s2, s3, l, out1[3][5], (double)out3[N - 1][M - 1]);
  return 0;
}
