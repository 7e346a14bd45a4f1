/* Division, modulo and right shift of negative values inside SCoPs: / and % toward zero (-7 / 2 is -3,
   -7 % 2 is -1), >> of a negative int (arithmetic in gcc), a division by a negative parameter, % of a
   long by an int, an unsigned division of a negative int converted to unsigned, and a division of a
   short that promotes to int; these values also drive a subscript through a modulo kept in range. */
#include <stdio.h>
#define N 2048
int A[N], Q[N], R[N], S[N], U[N], X[N];
long L[N], M[N];
short H[N];
double D[64];

static void kernel(int n, int d, long ld) {
#pragma scop
  for (int i = 0; i < n; i++) {
    Q[i] = A[i] / d;
    R[i] = A[i] % d;
    S[i] = A[i] >> 3;
    L[i] = (L[i] - i) % d + ld / (A[i] | 1);
    M[i] = (long)A[i] * 1000003 % ld;
    U[i] = (unsigned)A[i] / 7u % 1000;
    X[i] = H[i] / -3 + H[i] % 5;
  }
  for (int i = 0; i < n; i++)
    D[(i % 64 + 64) % 64] += (i - n / 2) / 4;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i * 7919) % 2001 - 1000;
    L[i] = -i * 3;
    H[i] = (short)(i * 37 - 30000);
  }
  kernel(N, -7, -40000000000L);
  kernel(N / 3, 3, 12345);
  long s = 0;
  for (int i = 0; i < N; i++)
    s += Q[i] * 3 + R[i] * 5 + S[i] * 7 + L[i] % 1000003 + M[i] % 999983 + U[i] + X[i] * 2;
  double t = 0;
  for (int i = 0; i < 64; i++) t += D[i] * (i + 1);
  printf("%ld %.10g\n", s, t);
  return 0;
}
