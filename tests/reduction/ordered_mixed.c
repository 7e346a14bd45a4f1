/* Two floating-point comparisons (a max that takes a NaN, a min that skips it; both keep the later of
   equal values) and a sum reduced in one loop: each keeps its own lane value, iteration and NaN flag. */
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 40
#define M 300
static double A[N][M], mx[N], mn[N], sm[N];
static void f(int n, int m)
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    mx[i] = -0.0; mn[i] = 0.0; sm[i] = 0.0;
    for (j = 0; j < m; j++) {
      mx[i] = mx[i] > A[i][j] ? mx[i] : A[i][j];
      mn[i] = A[i][j] <= mn[i] ? A[i][j] : mn[i];
      sm[i] += A[i][j];
    }
  }
#pragma endscop
}
int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (i % 3 == 0) ? ((j % 2) ? 0.0 : -0.0) : (i % 5 == 1 && j == 7 * i % M) ? NAN : (double)((i * 31 + j * 17) % 13) - 6.0;
  f(N, M);
  for (int i = 0; i < N; i++) {
    unsigned long long a, b; memcpy(&a, &mx[i], 8); memcpy(&b, &mn[i], 8);
    printf("%llu %llu %.6f\n", isnan(mx[i]) ? 1ull : a, isnan(mn[i]) ? 1ull : b, sm[i]);
  }
  return 0;
}
