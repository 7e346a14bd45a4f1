/* Loop conditions written with <=, >=, != and steps other than 1: `i <= n`, `i >= 1` counting down by 2,
   `i != n` counting up, `i != -1` counting down, `i -= 3` with `i >= 0`, `i = i - 2` ending at exactly
   0 or not, and a reversed condition `n > i`. */
#include <stdio.h>
#define N 300
double A[N + 2], B[N + 2], C[N + 2], D[N + 2];

static void run(int n) {
#pragma scop
  for (int i = 0; i <= n; i++)
    A[i] = A[i] + i;
  for (int i = n; i >= 1; i -= 2)
    B[i] = B[i] + A[i - 1] * 0.5;
  for (int i = 0; i != n; i++)
    C[i] = C[i] + B[i + 1];
  for (int i = n - 1; i != -1; i--)
    D[i + 1] = D[i + 1] + C[i];
  for (int i = n; i >= 0; i -= 3)
    A[i] = A[i] * 2.0;
  for (int i = n; i > 0; i = i - 2)
    C[i] -= 1.0;
  for (int i = 0; n > i; i += 4)
    D[i] = D[i] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 2; i++) { A[i] = i % 3; B[i] = 1.0; C[i] = 0.5; D[i] = 0; }
  run(N);
  run(17);
  run(0);
  run(1);
  double s = 0;
  for (int i = 0; i < N + 2; i++) s += A[i] + B[i] * 2 + C[i] * 3 + D[i] * (i % 5);
  printf("%.12g\n", s);
  return 0;
}
