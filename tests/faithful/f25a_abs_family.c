#include <stdio.h>
#include <stdlib.h>
#include <inttypes.h>
#include <limits.h>
#define N 16

int main(void) {
  int a[N];
  long b[N];
  long long c[N];
  intmax_t d[N];
  int ra[N];
  long rb[N];
  long long rc[N];
  intmax_t rd[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i - 8) * 123456 + (i == 3 ? -INT_MAX : 0);
    b[i] = (long)(i - 7) * 9876543210L;
    c[i] = (long long)(8 - i) * 123456789012345LL;
    d[i] = (intmax_t)(i - 5) * 1000000007LL;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    ra[i] = abs(a[i]);
    rb[i] = labs(b[i]);
    rc[i] = llabs(c[i]);
    rd[i] = imaxabs(d[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %ld %lld %jd\n", ra[i], rb[i], rc[i], rd[i]);
  return 0;
}
