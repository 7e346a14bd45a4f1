/* Signed arithmetic guarded against overflow the way careful code does it: the test before the
   operation, wider types for products, INT_MIN / -1 and INT_MIN % -1 avoided, saturating adds. */
#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#define N 20

int main(void) {
  int a[N], b[N], sat[N], mul[N], q[N], neg[N];
  int64_t wide[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i % 3 == 0) ? INT_MAX - i : (i % 3 == 1 ? INT_MIN + i : (i - 10) * 100000);
    b[i] = (i % 4 == 0) ? -1 : (i % 4 == 1 ? 0 : (i % 4 == 2 ? 70000 : -3));
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    sat[i] = (b[i] > 0 && a[i] > INT_MAX - b[i]) ? INT_MAX
           : (b[i] < 0 && a[i] < INT_MIN - b[i]) ? INT_MIN : a[i] + b[i];
    wide[i] = (int64_t)a[i] * b[i];
    mul[i] = (wide[i] > INT_MAX || wide[i] < INT_MIN) ? 0 : (int)wide[i];
    q[i] = (b[i] == 0 || (a[i] == INT_MIN && b[i] == -1)) ? 0 : a[i] / b[i] * 10 + a[i] % b[i];
    neg[i] = a[i] == INT_MIN ? INT_MAX : -a[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %lld %d %d %d\n", sat[i], (long long)wide[i], mul[i], q[i], neg[i]);
  return 0;
}
