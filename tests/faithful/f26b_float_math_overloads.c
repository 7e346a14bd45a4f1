/* float and double math in SCoP bodies: float arrays with double literals (the operation done in
   double, rounded to float), fabsf/sqrtf/expf/floorf on float arguments beside sqrt/exp on a float
   argument (promoted to double), abs/labs/llabs on wide values, fmin/fmax/fminf with NaN operands,
   (int) truncation of negative floats, lrint, llround, round, nearbyint, rintf and truncf mixed. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 40
float F[N], G[N], H[N]; double D[N], E[N]; long L[N]; long long LL[N]; int T[N][4]; long R[N][4];

static void overloads(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    F[i] = F[i] * 0.1 + 0.3;
    G[i] = sqrtf(fabsf(F[i])) + expf(F[i] * 0.5f) + floorf(F[i] * 3.7f);
    D[i] = sqrt(F[i] * F[i] + 1.0f) + exp(F[i]) - sqrt(G[i]);
    H[i] = (sqrt(fabsf(F[i]) + 2.0f) - sqrtf(fabsf(F[i]) + 2.0f)) * 1e8;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    L[i] = labs(L[i] - 3000000000L) + abs(-i * 7);
    LL[i] = llabs(LL[i] * -3) / 2 + labs(-((long)i << 33));
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double x = i % 4 == 0 ? NAN : D[i];
    float y = i % 6 == 1 ? NAN : F[i];
    E[i] = fmin(x, 1.5) + fmax(2.5, x) + fminf(y, 0.0f) + fmaxf(NAN, y) + fmax(x, y);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    float v = -0.37f * i + 1.9f;
    T[i][0] = (int)v;
    T[i][1] = (int)(v * 2.5);
    T[i][2] = (int)rintf(v) + (int)truncf(v * 1.5f);
    T[i][3] = (short)(v * 1000.0f);
    R[i][0] = lrint(v * 2.5);
    R[i][1] = (long)llround(v * 0.5);
    R[i][2] = (long)round(-v - 0.5) + (long)nearbyint(v + 0.5);
    R[i][3] = lrintf(v * 0.5f) + (long)roundf(v * 2.0f);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = (i % 9 - 4) * 1.37f; L[i] = i * 200000000L; LL[i] = -(long long)i * 1000000007LL;
  }
  overloads(N);
  overloads(N / 3);
  for (int i = 0; i < N; i++)
    printf("%.9g %.9g %.9g %.17g %.17g %ld %lld %d %d %d %d %ld %ld %ld %ld\n", F[i], G[i], H[i], D[i],
           E[i], L[i], LL[i], T[i][0], T[i][1], T[i][2], T[i][3], R[i][0], R[i][1], R[i][2], R[i][3]);
  return 0;
}
