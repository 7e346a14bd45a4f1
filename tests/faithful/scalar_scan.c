/* Accumulators that are read in the loop that updates them: running sums (not reductions), a sum reset
   every ten elements, sums stored per row, and a reduction whose partial value decides a branch. */
#include <stdio.h>
#define N 250
double A[N], P[N], R[N / 10 + 1], M[N][N], RS[N];
int F[N];

static void scans(int n) {
  double s = 0, t = 0, u = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    s += A[i];
    P[i] = s;
  }
  for (int i = 0; i < n; i++) {
    t = t + A[i];
    if (i % 10 == 9) {
      R[i / 10] = t;
      t = 0;
    }
  }
  for (int i = 0; i < n; i++) {
    u = u + A[i];
    F[i] = u > 10.0;
  }
  for (int i = 0; i < n; i++) {
    RS[i] = 0;
    for (int j = 0; j <= i; j++)
      RS[i] += M[i][j];
  }
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      M[i][j] = M[i][j] + M[i - 1][j];
#pragma endscop
  printf("%.12g %.12g %.12g\n", s, t, u);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i % 11) * 0.25 - 1.0;
    for (int j = 0; j < N; j++) M[i][j] = ((i + 2 * j) % 7) * 0.5;
  }
  scans(N);
  scans(33);
  double s = 0;
  for (int i = 0; i < N; i++) s += P[i] + F[i] * 3 + RS[i] * 0.01 + M[i][i] + M[N - 1][i];
  for (int i = 0; i < N / 10 + 1; i++) s += R[i] * i;
  printf("%.12g\n", s);
  return 0;
}
