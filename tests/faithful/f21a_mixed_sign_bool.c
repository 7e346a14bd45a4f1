/* Mixed signed/unsigned comparisons inside bodies (not bounds): `x < u` with x a negative int converts x
   to unsigned (so -1 < 5u is false), `_Bool` results of comparisons stored into ints and summed, a
   comparison of a size_t with a negative long, and flags computed as (a > b) - (a < b). */
#include <stdio.h>
#include <stddef.h>
#define N 200
int x[N], flags[N], cmp3[N], cnt_lt[N];
unsigned ux[N];
_Bool bits[N];
size_t sz[N];
long lv[N];

static void compare_mixed(int n, unsigned lim) {
#pragma scop
  for (int i = 0; i < n; i++) {
    flags[i] = x[i] < lim;
    bits[i] = ux[i] > (unsigned)x[i];
    cmp3[i] = (x[i] > 0) - (x[i] < 0);
  }
#pragma endscop
}

static void count_rows(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++) {
    cnt_lt[i] = 0;
    for (int j = 0; j < m; j++)
      cnt_lt[i] += (x[j] < x[i]) + (sz[j] < (size_t)lv[i]);
  }
#pragma endscop
}

static void bool_arith(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    _Bool b = x[i];
    x[i] = b + bits[i] * 2 + (x[i] == -x[i]) * 4 + !x[i] * 8;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i * 73) % 41 - 20;
    ux[i] = (unsigned)(i * 2654435761u);
    sz[i] = (size_t)(i * 3);
    lv[i] = (i % 4 == 0) ? -(long)i : (long)i * 2;
  }
  compare_mixed(N, 10u);
  count_rows(N, N);
  long long s = 0;
  for (int i = 0; i < N; i++) s += flags[i] * 3 + bits[i] * 5 + cmp3[i] * 7 + cnt_lt[i] * (long long)(i + 1);
  bool_arith(N);
  compare_mixed(N, 0u);
  for (int i = 0; i < N; i++) s += x[i] * 11 + flags[i] + bits[i];
  printf("%lld\n", s);
  return 0;
}
