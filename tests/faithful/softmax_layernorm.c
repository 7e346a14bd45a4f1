/* Row-wise softmax and layer normalisation in float, as in attention code: a row maximum (fmaxf), the sum
   of expf of the shifted values, a division by the sum, the mean and variance of each row, a normalised
   output with a float epsilon, and a scores = Q K^T product scaled by 1/sqrtf(d) before the softmax. */
#include <stdio.h>
#include <math.h>
#define S 96
#define D 64
float Q[S][D], K[S][D], Sc[S][S], P[S][S], Xn[S][D], X[S][D];
float gam[D], bet[D];

static void attention(int s, int d) {
  float scale = 1.0f / sqrtf((float)d);
#pragma scop
  for (int i = 0; i < s; i++)
    for (int j = 0; j < s; j++) {
      Sc[i][j] = 0.0f;
      for (int k = 0; k < d; k++)
        Sc[i][j] += Q[i][k] * K[j][k];
      Sc[i][j] *= scale;
    }
  for (int i = 0; i < s; i++) {
    float mx = -INFINITY;
    for (int j = 0; j < s; j++)
      mx = fmaxf(mx, Sc[i][j]);
    float sum = 0.0f;
    for (int j = 0; j < s; j++) {
      P[i][j] = expf(Sc[i][j] - mx);
      sum += P[i][j];
    }
    for (int j = 0; j < s; j++)
      P[i][j] /= sum;
  }
  for (int i = 0; i < s; i++) {
    float mean = 0.0f, var = 0.0f;
    for (int k = 0; k < d; k++)
      mean += X[i][k];
    mean /= d;
    for (int k = 0; k < d; k++)
      var += (X[i][k] - mean) * (X[i][k] - mean);
    var /= d;
    for (int k = 0; k < d; k++)
      Xn[i][k] = gam[k] * (X[i][k] - mean) / sqrtf(var + 1e-5f) + bet[k];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < S; i++)
    for (int k = 0; k < D; k++) {
      Q[i][k] = ((i * 7 + k * 3) % 13 - 6) * 0.05f;
      K[i][k] = ((i * 5 + k * 11) % 17 - 8) * 0.04f;
      X[i][k] = ((i + k * k) % 23) * 0.1f - 1.0f;
    }
  for (int k = 0; k < D; k++) { gam[k] = 1.0f + k * 0.01f; bet[k] = k * 0.001f; }
  attention(S, D);
  attention(5, 3);
  double a = 0, b = 0;
  for (int i = 0; i < S; i++) {
    for (int j = 0; j < S; j++) a += P[i][j] * ((i + j) % 5 + 1);
    for (int k = 0; k < D; k++) b += Xn[i][k] * ((i * k) % 3 + 1);
  }
  printf("%.6e %.6e\n", a, b);
  return 0;
}
