/* Accumulations into an element that the same loop also reads as data: A[0] += A[i] from i = 0 (the
   first step doubles A[0], later steps read the updated value only at i = 0), S[k] += S[i] for one k
   inside the range, a column total in row 0 of the matrix it sums (Z[0][j] += Z[i][j] from i = 0), a
   scalar sum that a later statement of the same iteration reads (s += x[i]; y[i] = s), and a sum over
   a reversed loop with step -2. */
#include <stdio.h>
#define N 2000
#define M 300
double A[N], S[N], x[N], y[N], Z[M][M];

static void kernel(int n, int k, int m) {
  double s = 0, r = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    A[0] += A[i];
  for (int i = 0; i < n; i++)
    S[k] += S[i] * 0.5;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      Z[0][j] += Z[i][j];
  for (int i = 0; i < n; i++) {
    s += x[i];
    y[i] = s * 0.5;
  }
  for (int i = n - 1; i >= 0; i -= 2)
    r += x[i] * i;
#pragma endscop
  printf("%.10g %.10g\n", s, r);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i % 9) * 0.25; S[i] = (i % 5) - 2; x[i] = (i % 7) * 0.125; }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) Z[i][j] = (i + 2 * j) % 5;
  kernel(N, N / 3, M);
  kernel(N / 2, 7, 9);
  double t = 0;
  for (int i = 0; i < N; i++) t += A[i] + S[i] * (i % 4) + y[i];
  for (int j = 0; j < M; j++) t += Z[0][j] * (j % 3 + 1);
  printf("%.10g\n", t);
  return 0;
}
