/* Writes that happen only for some values of the parameters: a scalar written by one iteration of a
   parallel loop (i == k: no iteration when k is out of range), a scalar written under a condition on a
   parameter, a last value picked by i == n - 1 (n = 0 leaves the old value), array elements written only
   below m or at the parity of p (the others keep the host's values), and a column written under j < i. */
#include <stdio.h>
#define N 60
static double A[N], B[N], C[N][N];
static int flag = -1;
static double last = -2.5, x = 7.0;

static void kernel(int n, int m, int k, int p) {
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = A[i] * 2.0 + 1.0;
    if (i == k)
      flag = i * 10;
    if (i == n - 1)
      last = A[i] + B[i];
  }
  if (m > 5)
    x = B[3] + m;
  for (int i = 0; i < n; i++)
    if (i < m)
      A[i] = A[i] + B[i];
  for (int i = 0; i < n; i++)
    if ((i + p) % 2 == 0)
      B[i] = -B[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (j < i && j < m)
        C[j][i] = C[i][j] + 1;
#pragma endscop
  printf("%d %d %d %d: flag=%d last=%g x=%g\n", n, m, k, p, flag, last, x);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = -i; for (int j = 0; j < N; j++) C[i][j] = i - j * 0.5; }
  kernel(N, 20, 7, 1);
  kernel(10, 3, 20, 0);
  kernel(0, 8, 0, 1);
  kernel(N / 2, N, -1, 3);
  kernel(5, 6, 4, 2);
  for (int i = 0; i < N; i++) {
    double c = 0;
    for (int j = 0; j < N; j++) c += C[i][j] * (j + 1);
    printf("%d %g %g %g\n", i, A[i], B[i], c);
  }
  return 0;
}
