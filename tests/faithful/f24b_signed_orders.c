/* Signed integer sums and products that C computes without overflow in its own order although other
   orders would pass INT_MAX on the way (+2e9 and -2e9 alternating; a product whose zero factor comes
   first): the translation must give C's value (integer arithmetic modulo 2^32 on the devices, where the
   partial sums wrap and come back); plus a long sum of alternating large terms and an int max of
   negated values. */
#include <stdio.h>

#define N 4096

static int a[N], f[N];
static long l[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (i % 2 == 0) ? 2000000000 : -2000000000 + (i % 7);
    f[i] = i == 0 ? 0 : 3 + i % 5;
    l[i] = (i % 2 == 0) ? 9000000000000000000L : -9000000000000000000L + i;
  }
  int s = 0, p = 1, mx = -2147483647 - 1;
  long ls = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    s += a[i];
  for (int i = 0; i < N; i++)
    p *= f[i];
  for (int i = 0; i < N; i++)
    ls += l[i];
  for (int i = 0; i < N; i++)
    mx = -a[i] > mx ? -a[i] : mx;
#pragma endscop
  printf("%d %d %ld %d\n", s, p, ls, mx);
  return 0;
}
