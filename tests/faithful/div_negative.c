/* Integer / and % of negative values in statement bodies: C truncates toward zero. */
#include <stdio.h>
#define N 40
int main(void) {
  static int A[N], B[N], C[N];
  for (int i = 0; i < N; i++) A[i] = i * 3 - 50;
#pragma scop
  for (int i = 0; i < N; i++) {
    B[i] = A[i] / 4 + A[i] % 3;
    C[i] = (i - 20) / 3 + (i - 20) % 6;
  }
#pragma endscop
  long s = 0; for (int i = 0; i < N; i++) s += (long)B[i] * (i + 1) + 7L * C[i] * (i + 2);
  printf("%ld %d %d\n", s, B[3], C[5]);
  return 0;
}
