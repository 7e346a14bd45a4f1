/* Reductions into array elements at offsets: S[k + 1] += over i, a bucket per i % 4 (hist[i % 4] over
   i: the element changes with i), totals into T[n - 1 - j], a reduction into the element just before
   the one the loop also writes (P[i] += ... and P[i + 1] = ...: not a reduction), and an accumulation
   into a global struct-free 2-D corner Acc[0][j] from rows 1..n-1. */
#include <stdio.h>
#define N 512
double A[N][N], S[N + 1], T[N], P[N + 1], Acc[N][N];
long hist[4];

static void kernel(int n) {
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      S[k + 1] += A[i][k];
  for (int i = 0; i < n; i++)
    hist[i % 4] += (long)(A[i][i] * 8);
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      T[n - 1 - j] += A[j][i] * (i % 3);
  for (int i = 0; i < n; i++) {
    P[i] += A[i][0];
    P[i + 1] = P[i] * 0.5;
  }
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      Acc[0][j] += Acc[i][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i * 5 + j * 3) % 13) * 0.25;
      Acc[i][j] = (i + j) % 4;
    }
  kernel(N);
  kernel(6);
  double s = 0;
  for (int i = 0; i <= N; i++) s += S[i] * (i % 7) + P[i];
  for (int i = 0; i < N; i++) s += T[i] * (i % 5) + Acc[0][i];
  printf("%.10g %ld %ld %ld %ld\n", s, hist[0], hist[1], hist[2], hist[3]);
  return 0;
}
