/* Upper-triangular solve (U x = b) in float with double sums, the back substitution's row loop counting
   down by one from n - 1 and its column loop written `j <= n - 1`, the result scaled in the same SCoP
   by a loop stepping by 2 over the even entries and then by 2 from 1 over the odd ones. */
#include <stdio.h>

#define N 46

static float U[N][N], b[N], x[N];

static void solve(int n) {
#pragma scop
  for (int i = n - 1; i >= 0; i--) {
    double s = b[i];
    for (int j = i + 1; j <= n - 1; j++)
      s -= (double)U[i][j] * x[j];
    x[i] = (float)(s / U[i][i]);
  }
  for (int i = 0; i < n; i += 2)
    x[i] = x[i] * 2.0f;
  for (int i = 1; i < n; i += 2)
    x[i] = x[i] * 0.5f;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = (float)(i % 7) - 3.0f;
    for (int j = 0; j < N; j++)
      U[i][j] = j >= i ? (j == i ? 4.0f : (float)((i + j) % 5) / 10.0f) : 99.0f;
  }
  solve(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += x[i] * (i + 1);
  printf("%.6e %.7f %.7f\n", s, (double)x[0], (double)x[N - 1]);
  return 0;
}
