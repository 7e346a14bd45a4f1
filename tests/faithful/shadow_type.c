/* A SCoP-local double t shadows a function-level int t: t must stay a double inside the loop. */
#include <stdio.h>
#define N 64
double A[N], B[N];

int main(void) {
  int t = 3;
  for (int i = 0; i < N; i++) A[i] = i * 0.25;
#pragma scop
  for (int i = 0; i < N; i++) {
    double t = A[i] * 0.5;
    B[i] = t + 1.0;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.6f\n", B[i]);
  printf("%d\n", t);
  return 0;
}
