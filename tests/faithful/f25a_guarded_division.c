#include <stdio.h>
#include <limits.h>
#define N 24

int main(void) {
  int a[N], b[N], q[N], r[N];
  long la[N], lq[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i % 4 == 0) ? INT_MIN : (i - 12) * 1001;
    b[i] = (i % 5 == 0) ? 0 : (i % 3 == 0 ? -1 : i - 10);
    la[i] = (i % 6 == 0) ? LONG_MIN : (long)(i - 12) * 300000000007L;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    if (b[i] != 0 && !(a[i] == INT_MIN && b[i] == -1)) {
      q[i] = a[i] / b[i];
      r[i] = a[i] % b[i];
    } else {
      q[i] = 0;
      r[i] = -1;
    }
    lq[i] = (b[i] == 0 || (la[i] == LONG_MIN && b[i] == -1)) ? la[i] : la[i] / b[i] + la[i] % b[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %ld\n", q[i], r[i], lq[i]);
  return 0;
}
