/* Casts to narrower integer types inside the control of SCoP bodies: conditions on (signed char)(i * 10)
   and (unsigned char)(i + 250) (both wrap inside the loop's range), a loop bound (unsigned char)(i * 40),
   (short)(i * 3000) compared with zero, a cast to _Bool of an affine expression, and a cast through
   unsigned in a condition; each would select other iterations if the cast were dropped. */
#include <stdio.h>
#define N 40
int A[N], B[N], C[N], D[N][256], E[N];

static void casts(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if ((signed char)(i * 10) < 0)
      A[i] += 1;
    if ((unsigned char)(i + 250) < 10)
      A[i] += 10;
    if ((short)(i * 3000) < 0)
      B[i] -= 3;
    if ((_Bool)(i - 7))
      C[i] += 2;
    if ((unsigned)(i - 20) > 5u)
      E[i] += 4;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (unsigned char)(i * 40); j++)
      D[i][j] += j + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = (signed char)(i * 9) + 128; j < 256; j += 37)
      D[i][j] -= 1;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = B[i] = C[i] = E[i] = 0;
    for (int j = 0; j < 256; j++) D[i][j] = 0;
  }
  casts(N);
  casts(N / 2 + 1);
  for (int i = 0; i < N; i++) {
    long s = 0;
    for (int j = 0; j < 256; j++) s += (long)D[i][j] * (j + 1);
    printf("%d %d %d %d %ld\n", A[i], B[i], C[i], E[i], s);
  }
  return 0;
}
