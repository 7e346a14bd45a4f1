/* Host loops of small launches (run as one work-group by the persistent variant): a scalar recurrence
   updated by a sequential inner loop each iteration (one thread) beside parallel row updates, a pivot
   computed by one thread then used by all, and a running global scalar read after the SCoP. */
#include <stdio.h>
#define N 12
long acc = 3;
int C[N][N + 8], B[N + 4];
double M[N][N], piv[N];

static void chain(int n) {
#pragma scop
  for (int i = 1; i < n - 2; i++) {
    int t = (2 * C[i + 1][i] + 2 * acc - 7) % 1009;
    for (int j = i; j >= 0; j--)
      for (int k = j; k <= i; k++) {
        acc ^= C[k][j] + 3 * B[j];
        acc = (acc + 2 * t - 7) % 1009;
      }
    for (int j = 0; j < n; j++)
      C[i + 1][j] = (C[i][j] + t + B[j]) % 1009;
    B[i + 1] = (t + C[i + 2][i]) % 1009;
  }
#pragma endscop
}

static void pivots(int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    piv[k] = 0;
    for (int j = k; j < n; j++)
      piv[k] = piv[k] + M[k][j] * M[k][j];
    for (int i = k + 1; i < n; i++)
      for (int j = k; j < n; j++)
        M[i][j] = M[i][j] - M[k][j] * (M[i][k] / (1.0 + piv[k]));
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N + 8; j++) C[i][j] = (i * 14 + j * 3 + 23) % 61 - 30;
    for (int j = 0; j < N; j++) M[i][j] = ((i * 7 + j * 5) % 11) * 0.25 + (i == j);
  }
  for (int i = 0; i < N + 4; i++) B[i] = (i * 29 + 22) % 61 - 30;
  chain(N);
  chain(7);
  pivots(N);
  long s = acc;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N + 8; j++) s = s * 3 % 1000003 + C[i][j];
  for (int i = 0; i < N + 4; i++) s += B[i];
  double d = 0;
  for (int i = 0; i < N; i++) { d += piv[i]; for (int j = 0; j < N; j++) d += M[i][j] * (i + j); }
  printf("%ld %ld %.12g\n", acc, s, d);
  return 0;
}
