/* A pointer parameter that points into a global array the SCoP also names directly: G[i] = p[i + 1] with
   p = G (a shift in place: each iteration reads what the next one overwrites), p = G + 3, and a disjoint
   array; a 2-D global row passed as a pointer while the SCoP writes the global by name. */
#include <stdio.h>
#define N 64
double G[N + 8], H[N + 8], M[8][N];

static void shift(int n, const double *p) {
#pragma scop
  for (int i = 0; i < n; i++)
    G[i] = p[i + 1] * 0.5 + G[i];
#pragma endscop
}

static void rows(int n, const double *r) {
#pragma scop
  for (int k = 0; k < 8; k++)
    for (int j = 1; j < n; j++)
      M[k][j] = M[k][j] + r[j - 1];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 8; i++) { G[i] = i; H[i] = 100 - i; }
  for (int k = 0; k < 8; k++) for (int j = 0; j < N; j++) M[k][j] = k * j;
  shift(N, G);
  shift(N - 3, G + 3);
  shift(N, H);
  rows(N, M[2]);
  rows(N / 2, M[7] + 1);
  for (int i = 0; i < N; i++) {
    double m = 0;
    for (int k = 0; k < 8; k++) m += M[k][i] * (k + 1);
    printf("%d %.12g %.12g\n", i, G[i], m);
  }
  return 0;
}
