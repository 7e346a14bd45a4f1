/* Nested ternaries in bodies: a three-way sign, a clamp to [lo, hi] written as nested ?:, a piecewise
   linear limiter (minmod of three slopes, as in MUSCL schemes), a boundary condition chosen by
   nested ?: on the iterator, and an integer saturating add. */
#include <stdio.h>
#include <limits.h>
#define N 200
double q[N], slope[N], flux[N];
int cnt[N];

static void limiter(int n) {
#pragma scop
  for (int i = 1; i < n - 1; i++) {
    double a = q[i] - q[i - 1], b = q[i + 1] - q[i];
    slope[i] = (a > 0 && b > 0) ? (a < b ? a : b) : (a < 0 && b < 0) ? (a > b ? a : b) : 0.0;
  }
#pragma endscop
}

static void clamp_sign(int n, double lo, double hi) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double s = q[i] > 0 ? 1.0 : q[i] < 0 ? -1.0 : 0.0;
    flux[i] = q[i] < lo ? lo : q[i] > hi ? hi : q[i];
    flux[i] += s * 0.125;
  }
#pragma endscop
}

static void boundary(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    q[i] = i == 0 ? q[1] * 0.5 : i == n - 1 ? q[n - 2] * 0.5 : (i < n / 2 ? slope[i] : flux[i]) + q[i];
#pragma endscop
}

static void sat_add(int n, int d) {
#pragma scop
  for (int i = 0; i < n; i++)
    cnt[i] = (d > 0 && cnt[i] > INT_MAX - d) ? INT_MAX : (d < 0 && cnt[i] < INT_MIN - d) ? INT_MIN : cnt[i] + d;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    q[i] = ((i * 37) % 23) * 0.25 - 2.5;
    slope[i] = flux[i] = 0;
    cnt[i] = (i % 3 == 0) ? INT_MAX - i * 1000 : (i % 3 == 1) ? INT_MIN + i * 1000 : i;
  }
  limiter(N);
  clamp_sign(N, -1.5, 2.25);
  boundary(N);
  boundary(N - 1);
  sat_add(N, 150000);
  sat_add(N, -7);
  sat_add(N / 2, -400000);
  double s = 0;
  long long c = 0;
  for (int i = 0; i < N; i++) {
    s += q[i] * (i + 1) + slope[i] * 3 + flux[i];
    c += cnt[i] % 1000003;
  }
  printf("%.17g %lld\n", s, c);
  return 0;
}
