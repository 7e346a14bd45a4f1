/* Loop idioms of hand-written C, each in its own SCoP: a post-decrement test `i-- > 0` (int and
   unsigned: the body sees i - 1, the final value is -1 or wraps) and a stride that is a parameter stay
   sequential with a warning; `i != n` with a step of 2 that reaches n, over a global iterator another
   function prints, and a parameter used as the iterator and printed after the loop, are translated. */
#include <stdio.h>
#define N 100
double A[N], B[N], C[N];
int gi;
long G[N];

static void show(void) { printf("gi=%d\n", gi); }

static void kernel(int n, int s, unsigned un, int k) {
  int i;
  unsigned u;
#pragma scop
  for (i = n; i-- > 0;)
    A[i] = 2.0 * i + 1;
#pragma endscop
#pragma scop
  for (u = un; u-- > 0;)
    B[u] = u * 0.5;
#pragma endscop
#pragma scop
  for (i = 0; i < n; i += s)
    C[i] = C[i] + i;
#pragma endscop
#pragma scop
  for (gi = 0; gi != n; gi += 2)
    G[gi] = gi * 3 - 1;
  for (k = 0; k < n / 2; k++)
    G[k + 1] += G[k];
#pragma endscop
  printf("i=%d u=%u k=%d\n", i, u, k);
  show();
}

int main(void) {
  kernel(10, 3, 7, 99);
  kernel(0, 1, 0, 5);
  kernel(64, 5, 64, -1);
  kernel(2, 7, 1, 0);
  double s = 0;
  long t = 0;
  for (int j = 0; j < N; j++) { s += A[j] * (j + 1) + B[j] * 3 + C[j] * 7; t = t * 3 + G[j]; }
  printf("%.17g %ld\n", s, t);
  return 0;
}
