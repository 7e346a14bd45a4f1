/* Temporaries declared before the SCoP (not in it) and written in its loops: an in-place transpose by a
   swap through t, a per-row temporary s, and an integer k used as a scratch value; after the SCoP the
   host reads the values the last iterations left in them (and their old values where no iteration ran). */
#include <stdio.h>
#define N 30
static double A[N][N], R[N];
static int K[N];

static void kernel(int n) {
  double t = -1.0, s = -2.0;
  int k = -3;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      t = A[i][j];
      A[i][j] = A[j][i];
      A[j][i] = t;
    }
  for (int i = 0; i < n; i++) {
    s = 0.0;
    for (int j = 0; j < n; j++)
      s += A[i][j] * (j + 1);
    R[i] = s;
  }
  for (int i = 0; i < n; i++) {
    k = i * 3 % 7;
    K[i] = k * k - i;
  }
#pragma endscop
  printf("n=%d t=%g s=%g k=%d\n", n, t, s, k);
}

int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = i * 100 + j;
  kernel(N);
  kernel(7);
  kernel(1);
  kernel(0);
  for (int i = 0; i < N; i++) printf("%d %g %d %g\n", i, R[i], K[i], A[i][(i * 7) % N]);
  return 0;
}
