/* A reduction followed by its use in the same nest: each row's mean taken then subtracted from the row,
   a running maximum used to normalise, an int count used as a subscript bound later in the SCoP's next
   loop, and a product reduced then used by the statement after it in the same iteration of the outer
   loop. */
#include <stdio.h>
#define N 256
double A[N][N], mean[N], scale[N];
int cnt[N];

static void center(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int j = 0; j < m; j++)
      s += A[i][j];
    mean[i] = s / m;
    for (int j = 0; j < m; j++)
      A[i][j] -= mean[i];
    double mx = 0.0;
    for (int j = 0; j < m; j++)
      mx = A[i][j] > mx ? A[i][j] : (-A[i][j] > mx ? -A[i][j] : mx);
    scale[i] = mx;
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] / (mx + 1.0);
    int c = 0;
    for (int j = 0; j < m; j++)
      c += A[i][j] > 0.0;
    cnt[i] = c * 2 + i;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = ((i * 7 + j * j) % 23) - 11.5;
  center(N, N);
  center(3, 17);
  double s = 0;
  long c = 0;
  for (int i = 0; i < N; i++) {
    s += mean[i] * (i + 1) + scale[i];
    c += cnt[i];
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 3);
  }
  printf("%.10g %ld\n", s, c);
  return 0;
}
