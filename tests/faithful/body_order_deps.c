/* Dependences inside one loop body: a[i] = b[i]; b[i] = a[i + 1] (the second statement reads the next
   iteration's a, not yet written), two statements writing the same element in one iteration (the last
   wins), a scalar carried from one statement to the next and from loop to loop, and a conditional
   write of a scalar whose last value is read after the SCoP. */
#include <stdio.h>
#define N 70
static double a[N + 1], b[N + 1], c[N], d[N];
static int e[N];

static void run(int n, int k) {
  double t = -1, last = 0;
  int hit = -5;
#pragma scop
  for (int i = 0; i < n; i++) {
    a[i] = b[i];
    b[i] = a[i + 1] * 2;
  }
  for (int i = 0; i < n; i++) {
    c[i] = a[i] + 1;
    c[i] = c[i] * c[i] - b[i];
    e[i] = i;
    e[i] += e[i] * 2 + k;
  }
  for (int i = 0; i < n; i++) {
    t = c[i] * 0.5;
    d[i] = t + a[i];
  }
  for (int i = 1; i < n; i++)
    if (i % 7 == 0 && i < n - k) {
      last = d[i - 1] + t;
      hit = i;
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i <= N; i++) s += a[i] * (i + 1) + b[i] * (i % 5);
  for (int i = 0; i < N; i++) s += c[i] + d[i] * 3 + e[i];
  printf("%.17g %.17g %.17g %d\n", s, t, last, hit);
}

int main(void) {
  for (int i = 0; i <= N; i++) { a[i] = i * 0.5; b[i] = 100 - i; }
  run(N, 7);
  run(N / 2, 9);
  run(1, 3);
  run(0, 2);
  return 0;
}
