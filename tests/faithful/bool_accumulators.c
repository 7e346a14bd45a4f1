/* Accumulators of type _Bool: b += x stores (b + x) != 0 at every step, so with negative terms the
   result is not the truth of the total (1 + -1 is 0: false, and the next +1 makes it true again); a
   _Bool product b *= x (a logical and of nonzero values), b |= x, b -= x (1 - 1 = 0, 0 - 1 = -1: true),
   and a float accumulator of doubles (rounded to float at each step). */
#include <stdbool.h>
#include <stdio.h>
#define N 1000
static int I[N];
static double D[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    I[i] = (i % 3 == 0) ? 1 : ((i % 3 == 1) ? -1 : 0);
    D[i] = 1.0 / (i + 1);
  }
  I[N - 2] = -1; I[N - 1] = 0;
  _Bool b1 = 0, b2 = 1, b3 = 0, b4 = 1;
  bool c1 = false;
  float f = 0;
  int n = N;
#pragma scop
  for (int i = 0; i < n; i++) {
    b1 += I[i];
    b2 *= I[i] + 2;
    b3 |= I[i] > 0;
    b4 -= I[i];
    c1 += I[i];
  }
  for (int i = 0; i < n; i++)
    f += D[i];
#pragma endscop
  printf("%d %d %d %d %d %a\n", b1, b2, b3, b4, c1, f);
  return 0;
}
