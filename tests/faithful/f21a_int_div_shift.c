/* Integer semantics in bodies: `/` and `%` of negative values (C truncates toward zero: -7 / 2 is -3,
   -7 % 2 is -1), a floor division and a true modulo written by hand for periodic indexing, arithmetic
   right shifts of negative ints (implementation-defined, gcc: arithmetic) avoided in favour of division,
   left shifts of unsigned values, and a guard that avoids INT_MIN / -1. */
#include <stdio.h>
#include <limits.h>
#define N 256
int a[N], q[N], r[N], fl[N], md[N];
unsigned u[N], sh[N];
int num[N], den[N], safe[N];

static inline int floordiv(int x, int y) { return x / y - ((x % y != 0) && ((x < 0) != (y < 0))); }
static inline int posmod(int x, int m) { int t = x % m; return t < 0 ? t + m : t; }

static void divmod(int n, int d) {
#pragma scop
  for (int i = 0; i < n; i++) {
    q[i] = a[i] / d;
    r[i] = a[i] % d;
    fl[i] = floordiv(a[i], d);
    md[i] = posmod(a[i], d);
  }
#pragma endscop
}

static void iter_divmod(int n) {
#pragma scop
  for (int i = -n; i < n; i++)
    a[i + n] += (i / 3) * 10 + i % 3 + (i - 5) / 4;
#pragma endscop
}

static void shifts(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    sh[i] = (u[i] << (i % 29)) ^ (u[i] >> (i % 7));
    u[i] = u[i] * 2654435761u + (unsigned)i;
  }
#pragma endscop
}

static void guarded(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    safe[i] = (den[i] == 0) ? 0 : (num[i] == INT_MIN && den[i] == -1) ? INT_MAX : num[i] / den[i] + num[i] % den[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i * 97) % 211 - 105;
    u[i] = (unsigned)i * 40503u + 17u;
    num[i] = (i % 17 == 0) ? INT_MIN : (i * 12345) % 100003 - 50001;
    den[i] = (i % 5) - 2;
  }
  divmod(N, 7);
  long long s = 0;
  for (int i = 0; i < N; i++) s += q[i] * 3LL + r[i] * 5LL + fl[i] * 7LL + md[i] * 11LL;
  divmod(N, -4);
  for (int i = 0; i < N; i++) s += q[i] * 13LL + r[i] * 17LL + fl[i] * 19LL + md[i] * 23LL;
  iter_divmod(N / 2);
  shifts(N);
  shifts(N);
  guarded(N);
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) { s += a[i] + safe[i] % 1000; h = h * 31 + sh[i] + u[i]; }
  printf("%lld %llu\n", s, h);
  return 0;
}
