/* Two sibling blocks each declare their own t, with different types. */
#include <stdio.h>
#define N 50
double A[N], B[N], C[N];

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i * 0.75 - 3.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    int t = i / 3;
    B[i] = A[i] + t;
  }
  for (int j = 0; j < N; j++) {
    double t = A[j] * 0.5;
    C[j] = t - 0.25;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.6f %.6f\n", B[i], C[i]);
  return 0;
}
