/* Conditional expressions chosen as the object written: *(c ? &A[i] : &B[i]) = v with c affine and
   with c from data, (c ? A : B)[i] += v (an array chosen per iteration), a ternary between two
   elements of one array, and a ternary whose arms are assignments (c ? (A[i] = 1) : (B[i] = 2)). */
#include <stdio.h>
#define N 60
double A[N], B[N], C[N]; int K[N];

static void lvalues(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    *(i < n / 2 ? &A[i] : &B[i]) = C[i] * 2.0;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    *(K[i] > 0 ? &A[i] : &B[i]) += 1.5;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    (i % 3 ? A : B)[i] -= 0.25 * i;
#pragma endscop
#pragma scop
  for (int i = 0; i < n / 2; i++)
    *(K[i] & 1 ? &C[2 * i] : &C[2 * i + 1]) = A[i] + B[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] += i & 1 ? (A[i] = C[i] * 0.5) : (B[i] = -C[i]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.1; B[i] = -i * 0.2; C[i] = (i % 7) * 1.25; K[i] = i % 5 - 2; }
  lvalues(N);
  lvalues(N / 3);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", A[i], B[i], C[i]);
  return 0;
}
