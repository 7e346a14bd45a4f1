/* Loops whose step is not a constant added: a stride that doubles (d *= 2, a Hillis-Steele scan), a
   shift by one per step (d <<= 1), a halving loop (d /= 2) and a loop whose step is a parameter: not
   affine loops; s2s keeps such SCoPs sequential with a warning, and the results are C's.  A constant
   step of 4 in the same program is offloaded. */
#include <stdio.h>
#define N 1024
double A[N], B[N], C[N];
int P[N];

static void kernel(int n, int step) {
#pragma scop
  for (int d = 1; d < n; d *= 2)
    for (int i = n - 1; i >= d; i--)
      A[i] += A[i - d];
#pragma endscop
#pragma scop
  for (int d = n / 2; d > 0; d /= 2)
    for (int i = 0; i < d; i++)
      B[i] += B[i + d];
#pragma endscop
#pragma scop
  for (int d = 1; d < n; d <<= 1)
    P[d] += d;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i += step)
    C[i] = C[i] * 2 + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i += 4)
    C[i + 1] = C[i] - C[i + 2];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 5; B[i] = (i % 9) * 0.5; C[i] = i; P[i] = i % 3; }
  kernel(N, 3);
  kernel(100, 7);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 7 + 1) + B[i] + C[i] * (i % 3) + P[i];
  printf("%.10g\n", s);
  return 0;
}
