/* Unusual but valid expressions in offloaded statements: unary plus and double negation, ! of a double,
   a double as a ?: condition, ~ with a mask, a shift by the iterator, an unsigned negation and a product
   by -1 of an unsigned, the sign of a value as a difference of comparisons, a comma expression without
   side effects (its SCoP stays sequential, with a warning), sizeof of an element, a char constant plus a modulo, double rounding through (int)(x + 0.5)
   with negative values, casts through float, and short division that wraps on the store. */
#include <stdio.h>
#include <stdlib.h>
#define N 3000
double A[N], R1[N], R2[N], R3[N];
int I[N], J1[N], J2[N], J3[N];
unsigned U[N], V1[N], V2[N];
short S[N], T1[N];
long L1[N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    R1[i] = +A[i] - -(-A[i]) + !A[i] + (A[i] ? 1.5 : -2.5);
    R2[i] = (double)(float)(A[i] * 0.1) + (A[i] > 0) - (A[i] < 0) + sizeof(A[i]);
    R3[i] = (int)(A[i] + 0.5) + (int)(A[i] - 0.5) * 0.5;
    J1[i] = ~I[i] & 0xff;
    J2[i] = (I[i] & 0xffff) << (i & 7);
    J3[i] = 'a' + i % 26 + abs(I[i] - 50);
    V1[i] = -U[i];
    V2[i] = U[i] * -1 + (U[i] >> 3);
    T1[i] = S[i] / -1 + S[i] % 7;
    L1[i] = labs((long)I[i] * 100000) - llabs((long long)i * -3);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    R2[i] += (i, A[i]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i % 13 - 6) * 0.75 + (i % 5 == 0 ? 0.0 : 0.1);
    I[i] = (i * 7919) % 2000 - 1000;
    U[i] = (unsigned)i * 2654435761u;
    S[i] = (short)(i * 977 - 32768);
  }
  kernel(N);
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) {
    s += (R1[i] + R2[i] * 2 + R3[i] * 3) * (i % 7 + 1);
    t += J1[i] + J2[i] % 10007 + J3[i] + (long)(V1[i] % 1000) + (long)(V2[i] % 997) + T1[i] + L1[i] % 1009;
  }
  printf("%.10g %ld\n", s, t);
  return 0;
}
