/* An outer t read after a loop that declared its own t must read the outer one. */
#include <stdio.h>
#define N 40
double A[N], B[N], C[N];

int main(void) {
  double t = 2.5;
  for (int i = 0; i < N; i++) A[i] = i * 1.5;
#pragma scop
  for (int i = 0; i < N; i++) {
    double t = A[i] * 2.0;
    B[i] = t;
  }
  for (int i = 0; i < N; i++)
    C[i] = A[i] + t;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.6f %.6f\n", B[i], C[i]);
  return 0;
}
