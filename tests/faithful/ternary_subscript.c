/* A ternary in a subscript, MIN() in a bound, a decreasing loop, && and || in a condition. */
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define N 100
static double A[N][N], B[N], C[N];
int main(void) {
  for (int i = 0; i < N; i++) { B[i] = i * 0.1; for (int j = 0; j < N; j++) A[i][j] = (i * j % 13) * 0.25; }
  int m = 37;
#pragma scop
  for (int i = N - 1; i >= 0; --i) {
    C[i] = B[i > 5 ? i - 5 : 0];
    for (int j = 0; j < MIN(i, m); j += 1)
      if (j % 3 != 1 && (i > j || j == 7))
        C[i] += A[i][j] * B[j];
  }
#pragma endscop
  double s = 0; for (int i = 0; i < N; i++) s += C[i] * (i + 1);
  printf("%.15g\n", s);
  return 0;
}
