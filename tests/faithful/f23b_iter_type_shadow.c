/* For-init iterators that shadow outer variables of other integer types, in arithmetic whose result
   depends on the type: the function's `unsigned char k` and `short j` are hidden by `int k` and `long j`
   iterators (k * k * 1000 overflows neither; (k - 40) / 3 is signed), a `long big` by an `unsigned char
   big` iterator (sizeof big is 1, big - 200 is negative), and the outer values are printed after. */
#include <stdio.h>
#define N 120

long P[N], Q[N][8];
double R[N];

static void f(int n) {
  unsigned char k = 250;
  short j = -3;
  long big = 1L << 40;
#pragma scop
  for (int k = 0; k < n; k++)
    for (long j = 0; j < 8; j++)
      Q[k][j] = k * k * 1000 + (k - 40) / 3 * j;
  for (unsigned char big = 0; big < n; big++) {
    P[big] = (long)(big - 200) * (long)sizeof big + (big >> 1);
    R[big] = big / 7 - 0.5;
  }
#pragma endscop
  printf("%d %d %ld\n", k, j, big);
}

int main(void) {
  f(N);
  f(37);
  long s = 0;
  double r = 0;
  for (int i = 0; i < N; i++) {
    s += P[i] * (i % 5);
    for (int j = 0; j < 8; j++)
      s += Q[i][j] % 1001;
    r += R[i];
  }
  printf("%ld %.10g\n", s, r);
  return 0;
}
