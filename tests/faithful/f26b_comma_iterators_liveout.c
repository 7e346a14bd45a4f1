/* Loops stepping two variables with the comma operator, the second declared outside and read after
   the SCoP (its final value must be kept): k = n - 1 counting down beside i, k += 2 beside i, a
   second variable stepped in the inner loop of a nest and reset by the outer one; chained assignments
   ending in scalars read after the SCoP (last = A[i] = ..., the int link truncating). */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N][N]; int L[N];

static void twostep(int n) {
  int i, j = -3, k = -5, m = 7, last_i = -1;
  double last = -1.0;
#pragma scop
  for (i = 0, k = n - 1; i < n; i++, k--)
    A[i] = B[k] * 0.5 + i;
#pragma endscop
  printf("i=%d k=%d\n", i, k);
#pragma scop
  for (i = 0, m = 3; i < n / 2; i++, m += 2)
    L[i] = m * 10 + i;
#pragma endscop
  printf("i=%d m=%d\n", i, m);
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0, k = i; j < n; j++, k++)
      C[i][j] = k * 0.5 + B[j];
#pragma endscop
  printf("i=%d j=%d k=%d\n", i, j, k);
#pragma scop
  for (i = 0; i < n; i++)
    last_i = L[i] = last = A[i] = B[i] * 1.75 - i;
#pragma endscop
  printf("last=%.17g last_i=%d\n", last, last_i);
}

int main(void) {
  for (int i = 0; i < N; i++) B[i] = (i * 29 % 31) * 0.61 - 9.0;
  twostep(N);
  twostep(N / 3);
  twostep(1);
  twostep(0);
  double s = 0;
  for (int i = 0; i < N; i++) {
    printf("%.17g %d\n", A[i], L[i]);
    for (int j = 0; j < N; j++) s += C[i][j] * (i + 1) * (j + 3);
  }
  printf("%.17g\n", s);
  return 0;
}
