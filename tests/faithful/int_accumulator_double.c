/* An int accumulator with double contributions truncates at every step: not a reduction to reorder. */
#include <stdio.h>
#define N 1000
int main(void) {
  static double A[N];
  int acc = 0;
  long lacc = 7;
  for (int i = 0; i < N; i++) A[i] = 0.3 + (i % 5) * 0.45;
#pragma scop
  for (int i = 0; i < N; i++) {
    acc += A[i] * 0.5;
    lacc -= A[i];
  }
#pragma endscop
  printf("%d %ld\n", acc, lacc);
  return 0;
}
