/* Chained assignments whose links have different types: each assignment's value is the left operand
   after conversion, so int = double = float chains round to float first, then truncate; narrowing
   chains unsigned char = short = int; a chain through a scalar temporary; an assignment's value used
   in a product (x = (A[i] += 2) * 3); chains into two arrays with a dependence between steps. */
#include <stdio.h>
#define N 48
#define M 6
double X[N], D[N], D2[N][M]; float F[N], F2[N][M]; int I[N], K[N][M]; long long W[N];
unsigned char UC[N]; short S[N]; int Z[N]; double A[N]; int P[N];

static void chains(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    I[i] = D[i] = F[i] = X[i] * 1.1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    UC[i] = S[i] = Z[i] = i * 4099 - 90000;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++) {
      double t;
      K[i][j] = t = F2[i][j] = D2[i][j] / 3.0 + j;
      D2[i][j] = t * 2 - K[i][j];
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    int x = (P[i] += 2) * 3;
    W[i] = x + (P[i] -= 1) * 1000LL;
    A[i] = (X[i] *= 0.5) * 3.0;
    A[i] -= (X[i] += 1.0 / 3.0);
  }
#pragma endscop
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 1; j < M; j++)
      F2[i][j] = D2[i][j] = D2[i - 1][j - 1] * 0.7 + F2[i][j - 1];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    X[i] = (i * 37 % 101 - 50) / 7.0; P[i] = i * 11 - 200;
    for (int j = 0; j < M; j++) { D2[i][j] = (i - j) * 1.3 + 0.1; F2[i][j] = 0.25f * (i + j); }
  }
  chains(N);
  chains(N - 7);
  for (int i = 0; i < N; i++) {
    printf("%d %.17g %.9g %u %d %d %lld %.17g %.17g %d\n", I[i], D[i], F[i], UC[i], S[i], Z[i], W[i],
           A[i], X[i], P[i]);
    for (int j = 0; j < M; j++) printf(" %d %.17g %.9g", K[i][j], D2[i][j], F2[i][j]);
    printf("\n");
  }
  return 0;
}
