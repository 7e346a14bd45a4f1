/* The program defines macros spelled like the helpers of s2s's generated code (s2s_max and s2s_min, with
   other meanings): code that s2s writes into the user's function (an OpenMP loop bound, an overlap test)
   would expand them.  The file keeps its code, with a warning at the SCoP (its OpenMP translation used
   to crash, its bounds taken from the user's s2s_max). */
#include <stdio.h>
#define N 300
#define s2s_max(a, b) ((a) + (b))
#define s2s_min(a, b) ((a) * (b))

double A[N][N], B[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i + j) % 7;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = (i - 2 > 0 ? i - 2 : 0); j < (i + 3 < n ? i + 3 : n); j++)
      B[i][j] = A[i][j] * 2 + A[j][i];
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += B[i][j] * (j + 1);
  printf("%.12g %d %d\n", s, s2s_max(1, 2), s2s_min(3, 4));
  return 0;
}
