/* Reductions whose update depends on a condition: s += x under one branch and s -= x under the other,
   a sum of absolute values written with if/else, a count kept with ++ and -- in branches, a max whose
   candidate is chosen by a ternary on the iterator (i % 2 ? A[i] : -A[i]), a reduction over a 3-deep
   nest with the middle loop parallel (s[j] += over i and k), and one that skips the diagonal. */
#include <stdio.h>
#define N 1200
#define M 64
double A[N], X[M][M][M], s3[M], off;
long cnt;

static void kernel(int n, int m) {
  double s = 0, a = 0, mx = -1e300, d = 0;
  long c = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    if (A[i] > 0.5)
      s += A[i];
    else
      s -= A[i] * 2;
    if (A[i] < 0)
      a = a - A[i];
    else
      a = a + A[i];
    mx = (i % 2 ? A[i] : -A[i]) > mx ? (i % 2 ? A[i] : -A[i]) : mx;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    if (A[i] > 1.0)
      c++;
    else if (A[i] < -1.0)
      c--;
#pragma endscop
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < m; k++)
        s3[j] += X[i][j][k] * (k + 1);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      if (i != j)
        d += X[i][j][i];
#pragma endscop
  cnt += c;
  off += d;
  printf("%.10g %.10g %ld %.10g %.10g\n", s, a, c, mx, d);
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = ((i * 37) % 41 - 20) * 0.125;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      for (int k = 0; k < M; k++) X[i][j][k] = ((i + j * 3 + k * 5) % 7) * 0.5 - 1.0;
  kernel(N, M);
  kernel(5, 3);
  double t = 0;
  for (int j = 0; j < M; j++) t += s3[j] * (j + 1);
  printf("%.10g %ld %.10g\n", t, cnt, off);
  return 0;
}
