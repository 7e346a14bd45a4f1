/* j is printed after the SCoP: its final value is needed, the loop stays sequential. */
#include <stdio.h>
#define N 1000
double a[N], b[N];
int main(void) {
  int i, j;
  for (i = 0; i < N; i++) { a[i] = i * 0.5; b[i] = N - i; }
#pragma scop
  for (i = 0, j = N - 1; i < N; i++, j--)
    b[i] = a[j] + b[i];
#pragma endscop
  double s = 0; for (i = 0; i < N; i++) s += b[i] * (i % 7);
  printf("%.6f %d %d\n", s, i, j);
  return 0;
}
