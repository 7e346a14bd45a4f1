/* <tgmath.h> (C99 7.22, C11 7.25): the math functions are type-generic macros.  A call whose arguments
   are all float is the float function (sqrt(f) is sqrtf(f), computed and rounded in float); an integer
   or double argument makes it the double function (pow(f, 2) is pow); a long double or complex argument
   would make it another function again (that SCoP stays sequential).  The glibc header needs GNU C
   extensions the parser does not read: s2s parses a stand-in. */
#include <stdio.h>
#include <tgmath.h>
#define N 64
float F[N], G[N];
double D[N], E[N];
int K[N];
long double L[N];

static void kernel(int n, float s) {
#pragma scop
  for (int i = 0; i < n; i++) {
    F[i] = exp(F[i] * 0.5f) + sqrt(G[i] + s);
    G[i] = pow(F[i], 2) + pow(G[i], s) + fabs(sin(G[i]));
    D[i] = exp(F[i]) + log(D[i] + 1) + exp(K[i] * 0.01f) + cos(i);
    E[i] = sqrt(F[i] * 1.0) + fmax(F[i], G[i]) + atan2(s, F[i] + 1) + tanh((float)i / 7);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    L[i] = sqrt(L[i] + i);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = i * 0.013f; G[i] = (i % 5) * 0.3f; D[i] = i; K[i] = i * 3; L[i] = i;
  }
  kernel(N, 0.7f);
  kernel(N / 3, 1.5f);
  for (int i = 0; i < N; i++)
    printf("%.9g %.9g %.17g %.17g %.17Lg\n", F[i], G[i], D[i], E[i], L[i]);
  return 0;
}
