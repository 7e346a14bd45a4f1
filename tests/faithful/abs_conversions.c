/* The integer abs family takes the type of its prototype in C: abs(double) converts the argument to int
   (truncating), abs(long long) narrows to int, labs(float) truncates to long, and fabsf(double) rounds
   to float.  C++ (CUDA) overloads abs for double and long long, and OpenCL's abs is integer-only: the
   translation must convert as C does. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 64
double D[N], R1[N], R2[N], R3[N], R4[N], R5[N];
float F[N];
long long Q[N];
short S[N];
unsigned U[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = (i - 32) * 0.7 + 0.05;
    F[i] = (float)(i - 30) * 1.3f + 0.01f;
    Q[i] = (long long)(i - 32) * 100003LL;
    S[i] = (short)((i - 32) * 1000);
    U[i] = (unsigned)(i * 3) - 90u;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    R1[i] = abs(D[i]) + labs(F[i]) * 0.5;
    R2[i] = abs(Q[i] % 100000) + llabs(S[i] * 1000);
    R3[i] = fabsf(D[i] * 1.1) - fabs(F[i]);
    R4[i] = abs(U[i]) + labs(U[i]) * 1e-10;
    R5[i] = abs(F[i] * 3) + fabs(S[i] / 7) + abs(D[i]) / 2;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g %.17g %.17g\n", R1[i], R2[i], R3[i], R4[i], R5[i]);
  return 0;
}
