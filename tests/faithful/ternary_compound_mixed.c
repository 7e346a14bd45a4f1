/* Nested ternaries whose operands have mixed types (int, unsigned, double, float, char), compound
   assignments whose target is narrower than the expression (int += 0.7, unsigned char *= 3, short >>=,
   float *= 1.0 / 3, int /= -3.5), casts in subscripts, sizeof of expressions in bodies, and a bound
   computed from macros, enumeration constants and sizeof.  (Passed as written.) */
#include <stdio.h>
#include <stdint.h>
#define N 240
#define M (N / 2 + sizeof(int) * 2)
enum { K = sizeof(double) * 4 - 1, K2 = -K };
static int A[N], B[N], C[N], D[N];
static double X[N], Y[N];
static float F[N];
static unsigned char U8[N]; static short S[N]; static unsigned U[N];
static long long LL[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 7 - 300; B[i] = i % 11 - 5; X[i] = i * 0.3 - 30; F[i] = i * 0.7f - 50; U8[i] = i; S[i] = i * 100 - 12000; U[i] = i * 3; }
#pragma scop
  for (int i = 0; i < N; i++) {
    C[i] = (A[i] > 0 ? A[i] : B[i] < 0 ? -1.5 : 2u) * 2;
    X[i] = B[i] > 0 ? F[i] : A[i] < 0 ? (double)A[i] / 3 : 'x';
    D[i] = B[i] < 0 ? -1 : 1u;
    LL[i] = A[i] < 0 ? A[i] : U[i];
    Y[i] = (B[i] ? 1 : 0.5f) / 3;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    A[i] += 0.7;
    B[i] -= X[i] * 1.9;
    U8[i] *= 3;
    U8[i] += -7;
    S[i] *= 5;
    S[i] >>= 2;
    U[i] -= 1000;
    F[i] += 0.1;
    F[i] *= 1.0 / 3;
    C[i] /= -3.5;
    U[i] <<= i % 4;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < (int)M; i++) {
    A[(int)(i * 1)] = A[(unsigned char)(i + 1)] + sizeof(X[i]) + sizeof(U8[i] + 1) + sizeof(A[i] ? F[i] : X[i]);
    B[i + K] = B[i + K] + K2 + (int)sizeof(long long[3]);
  }
#pragma endscop
  unsigned long long t = 0; double s = 0;
  for (int i = 0; i < N; i++) { t = t * 31 + A[i] + B[i] + C[i] + D[i] + U8[i] + S[i] + U[i] + LL[i]; s += X[i] + Y[i] + F[i]; }
  printf("%llu %.12g %d %d\n", t, s, C[4], D[5]);
  return 0;
}
