/* for (int i ...) followed by a read of an outer i. */
#include <stdio.h>
#define N 30
double A[N], B[N];

int main(void) {
  int i = 7;
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = i * 2.0;
  for (int j = 0; j < N; j++)
    B[j] = A[j] + i;
#pragma endscop
  for (int k = 0; k < N; k++) printf("%.1f %.1f\n", A[k], B[k]);
  printf("%d\n", i);
  return 0;
}
