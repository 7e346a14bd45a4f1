/* float data with unsuffixed double constants: F[i] * 0.1 is a double product rounded once to float at
   the store, F[i] * 0.1f a float product; a float accumulator over double data and a double accumulator
   over float data; (float) and (int) casts inside expressions; float division by an int. */
#include <stdio.h>
#define N 200
#define M 24
static float F[N], G[N], H[N], K[N];
static double D[N], E[N];
static float FA[M][N];
static double DA[M];
static float SF[M];
static int I[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = (float)(i * 0.37 - 11.0);
    D[i] = i * 0.011 + 1.0 / (i + 3);
  }
  for (int m = 0; m < M; m++)
    for (int i = 0; i < N; i++) FA[m][i] = (float)((m + 1) * 0.001 * i - 0.05 * m);
#pragma scop
  for (int i = 0; i < N; i++) {
    G[i] = F[i] * 0.1;
    H[i] = F[i] * 0.1f;
    K[i] = (float)(D[i] * 3.3) + F[i] / 7;
    E[i] = (double)(float)D[i] - D[i] + F[i] * (1.0 / 3.0);
    I[i] = (int)(F[i] * 0.1 * 100.0) - (int)(F[i] * 0.1f * 100.0f) + (int)((float)D[i] * 1000);
  }
  for (int m = 0; m < M; m++) {
    DA[m] = 0.0;
    SF[m] = 0.0f;
    for (int i = 0; i < N; i++) {
      DA[m] += FA[m][i] * 0.1;
      SF[m] += D[i] * FA[m][i];
    }
  }
#pragma endscop
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) { s += G[i] * 1.5 + H[i] * 2.5 + K[i] + E[i] * 1e3; t += I[i] * (i % 5 + 1); }
  printf("%.17g %ld\n", s, t);
  for (int i = 0; i < N; i += 17) printf("%.9g %.9g %.9g %.17g %d\n", G[i], H[i], K[i], E[i], I[i]);
  for (int m = 0; m < M; m += 3) printf("%.17g %.9g\n", DA[m], SF[m]);
  return 0;
}
