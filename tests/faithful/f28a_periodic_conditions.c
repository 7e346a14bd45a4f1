/* Remainders and quotients by a parameter outside subscripts, at sizes 0, 1 and 2 too: a periodic
   condition (i + 1) % n == 0 marking the last cell, (i - 1 + n) % n < i (false only at i = 0), a start
   j = (i + 1) % n of an inner loop, quotients (i + n / 2) / n choosing a half, a divisor that is an
   outer iterator (j % (i + 1) over j <= 2 * i), a periodic 2-D shift with two parameters (rows and
   columns) at an offset read from the other end, and a loop whose trip count is 0 for n < 3. */
#include <stdio.h>
#define N 30

static double a[N], b[N], M[N][N], S[N][N], T[N][N];
static int mark[N], half[N], cnt[N][2 * N + 1];

static void run(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if ((i + 1) % n == 0)
      mark[i] += 1;
    if ((i - 1 + n) % n < i)
      mark[i] += 10;
    half[i] = (i + n / 2) / n + (i - n + 1) / n * 3;
  }
  for (int i = 0; i < n; i++)
    for (int j = (i + 1) % n; j < n; j++)
      M[i][j] = M[i][j] * 0.5 + a[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= 2 * i; j++)
      cnt[i][j % (i + 1)] += 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      S[i][j] = T[(i + n - 2) % n][(j + 1) % m] - T[(n - 1 - i + n) % n][m - 1 - j];
  for (int i = 1; i < n - 1; i++)
    b[i] = 0.5 * (a[(i - 1) % n] + a[(i + 1) % n]);
#pragma endscop
  double s = 0;
  long c = 0;
  for (int i = 0; i < N; i++) {
    s += b[i] * (i + 1);
    c += mark[i] * (i + 1) + half[i] * (i + 3);
    for (int j = 0; j < N; j++)
      s += M[i][j] * ((i + j) % 5 + 1) + S[i][j] * ((2 * i + j) % 7);
    for (int j = 0; j < 2 * N + 1; j++)
      c += cnt[i][j] * (j + 1);
  }
  printf("run n=%d m=%d %.6f %ld\n", n, m, s, c);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++) {
    a[i] = b[i] = (double)((i * 7) % 11) - 5.0;
    for (int j = 0; j < N; j++)
      M[i][j] = T[i][j] = (double)((i * 3 + j * 5) % 13) * 0.5;
  }
  int k = argc;
  run(N - 1 + k, 20 * k);
  run(0 * k, 3);
  run(1 * k, 1);
  run(2 * k, 2 * k);
  run(3 * k, 7);
  return 0;
}
