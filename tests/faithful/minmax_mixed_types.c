/* max into an int from doubles, a float sum of doubles, a double min: mixed-type updates. */
#include <stdio.h>
#define N 777
int main(void) {
  static double A[N];
  int m = -1000; float f = 0.0f; double dmin = 1e9;
  for (int i = 0; i < N; i++) A[i] = ((i * 37) % 101) * 1.37 - 40.2;
#pragma scop
  for (int i = 0; i < N; i++) {
    m = m > A[i] ? m : A[i];
    f += A[i];
    dmin = A[i] < dmin ? A[i] : dmin;
  }
#pragma endscop
  printf("%d %.9g %.15g\n", m, f, dmin);
  return 0;
}
