/* abs, labs, llabs, fabs, fabsf on the types they are declared for and on others (a float argument to
   fabs, a char to abs, an unsigned value converted to int, a long long difference), and % / >> of
   negative operands in the same statements. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 90
int I[N];
long L[N];
long long Q[N];
float F[N];
double D[N];
unsigned U[N];
signed char SC[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    I[i] = (i * 37) % 101 - 50;
    L[i] = (long)I[i] * 100000L;
    Q[i] = (long long)L[i] * 70001LL;
    F[i] = I[i] * 0.37f;
    U[i] = (unsigned)(I[i] * 3);
    SC[i] = (signed char)(I[i] * 2);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    D[i] = abs(I[i]) % 7 + labs(L[i]) / 3 + llabs(Q[i] - 5000000000LL) % 1000 + fabsf(F[i]) + fabs(F[i] * 1.1f);
    L[i] = (I[i] % 8) + (I[i] / 8) * 100 + (I[i] >> 2) * 10000 + (L[i] >> 3) % 11;
    Q[i] = abs(SC[i]) + abs((int)U[i]) + (long long)(int)U[i] % 13;
    F[i] = fabsf(F[i] - 3.0f) / 3 + (float)abs(i - 45) * -0.5f;
  }
#pragma endscop
  double s = 0;
  long long t = 0;
  for (int i = 0; i < N; i++) { s += D[i] * (i + 1) + F[i]; t = t * 7 + L[i] + Q[i]; }
  printf("%.17g %lld\n", s, t);
  for (int i = 0; i < 10; i++) printf("%.9g %ld %lld %.9g\n", D[i], L[i], Q[i], F[i]);
  return 0;
}
