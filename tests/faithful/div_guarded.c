/* Integer division and remainder guarded by conditions (a divisor of 0 must never be divided by, nor
   INT_MIN by -1), short-circuit guards of out-of-range reads, and ?: whose untaken arm would trap. */
#include <stdio.h>
#include <limits.h>
#define N 256
int A[N], B[N], C[N], D[N], E[N];
long L[N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    C[i] = B[i] != 0 ? A[i] / B[i] : -7;
    if (B[i] != 0 && !(A[i] == INT_MIN && B[i] == -1))
      D[i] = A[i] % B[i];
    else
      D[i] = 0;
    E[i] = (i > 0 && E[i - 1] > 3) ? E[i - 1] - 1 : A[i] & 15;
    L[i] = (B[i] == 0 || A[i] / B[i] > 2) ? (long)A[i] * 3 : (long)B[i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i % 9 == 0) ? INT_MIN : (i * 7919) % 1000 - 500;
    B[i] = (i % 4 == 0) ? 0 : (i % 13) - 6;
    if (B[i] == -1 && A[i] == INT_MIN) B[i] = 5;
    if (i % 9 == 3) B[i] = -1;
  }
  kernel(N);
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)C[i] * (i % 5 + 1) + D[i] + E[i] + L[i] % 1000;
  printf("%ld\n", s);
  for (int i = 0; i < 24; i++) printf("%d %d %d %ld\n", C[i], D[i], E[i], L[i]);
  return 0;
}
