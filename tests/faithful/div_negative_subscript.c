/* Subscripts with / and % of possibly negative values: C truncation, not isl's floor. */
#include <stdio.h>
#define N 40
int main(void) {
  static int A[N + 20], B[N];
  for (int i = 0; i < N + 20; i++) A[i] = i * 3 - 50;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = A[(i - 7) / 2 + 10] + A[(i - 9) % 4 + 10];
#pragma endscop
  long s = 0; for (int i = 0; i < N; i++) s += (long)B[i] * (i + 1);
  printf("%ld\n", s);
  return 0;
}
