/* The body steps the second index too (j -= 1 beside the loop's own j--): j is not a function of i
   alone, the loop stays sequential. */
#include <stdio.h>
#define N 400
double a[N], b[N];
int main(void) {
  for (int k = 0; k < N; k++)
    a[k] = k * 0.25;
#pragma scop
  for (int i = 0, j = N - 1; i < N / 2; i++, j--) {
    b[i] = a[j];
    j -= 1;
  }
#pragma endscop
  double s = 0;
  for (int k = 0; k < N / 2; k++)
    s += b[k] * (k % 7);
  printf("%.6f\n", s);
  return 0;
}
