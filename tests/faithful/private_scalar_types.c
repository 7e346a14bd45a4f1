/* Scalars declared inside a SCoP's loops (private to an iteration) of every small type: _Bool (any
   nonzero value is 1, a NaN too), unsigned char (wraps), signed char, short, float (rounded from a
   double expression), unsigned (wraps below zero) and long long; each is also live across an inner loop. */
#include <math.h>
#include <stdio.h>
#define N 50
#define M 6
static double A[N], R[N][M];

int main(void) {
  for (int i = 0; i < N; i++) A[i] = (i % 5 == 0) ? NAN : i * 13.7 - 200;
#pragma scop
  for (int i = 0; i < N; i++) {
    _Bool b = A[i];
    unsigned char uc = i * 37;
    signed char sc = i * 5 - 100;
    short sh = i * 1000;
    float f = A[i] * 0.1;
    unsigned u = i - 25;
    long long ll = i * 3000000000LL;
    for (int j = 0; j < M; j++)
      R[i][j] = b + uc * 2 + sc + sh / 7 + f + (double)u / 1e9 + ll % 1000 + j;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) printf("%.17g\n", R[i][j]);
  return 0;
}
