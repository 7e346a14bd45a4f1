/* An element updated in an inner loop (kept in a register by the device code) that another read of the
   loop names for one iteration: x[i] += L[i][k] * x[k] with k passing i, a row update reading its own
   row at a shifted column, and a 2-D accumulator read at its transpose on the diagonal. */
#include <stdio.h>
#define N 48
double L[N][N], x[N], y[N], R[N][N], T[N][N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      x[i] += L[i][k] * x[k] * 0.01;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      y[i] = y[i] * 0.5 + y[(i + 1) % 4] * 0.25 + L[k][i];
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      for (int k = 0; k < 4; k++)
        R[i][j] = R[i][j] + R[i][j - 1] * 0.1 + k;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < 3; k++)
        T[i][j] = T[i][j] * 0.5 + T[j][i] * 0.25 + k;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i % 5; y[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++) { L[i][j] = ((i + 3 * j) % 7) * 0.5; R[i][j] = (i * j) % 3; T[i][j] = i - j; }
  }
  kernel(N);
  kernel(5);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += x[i] * (i + 1) + y[i] * (i + 2);
    for (int j = 0; j < N; j++) s += R[i][j] * 0.001 + T[i][j] * ((i + j) % 4);
  }
  printf("%.12g\n", s);
  return 0;
}
