/* Three buffers rotated by pointer swaps in a time loop around a wave-equation step in its own function:
   next = 2 cur - prev + c * laplacian(cur).  The first step passes the same array as prev and cur (a
   start from rest), and one step passes next == prev (an in-place update the user chose: each element
   reads its own old value only). */
#include <stdio.h>
#include <string.h>
#define N 200

static double b0[N], b1[N], b2[N];

static void wave(int n, double c, double *next, const double *cur, const double *prev) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    next[i] = 2 * cur[i] - prev[i] + c * (cur[i - 1] - 2 * cur[i] + cur[i + 1]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    b0[i] = (i > N / 3 && i < N / 2) ? 1.0 : 0.0;
  memcpy(b2, b0, sizeof b0);
  double *prev = b0, *cur = b0, *next = b1;
  for (int t = 0; t < 12; t++) {
    wave(N, 0.25, next, cur, prev);
    double *old = prev;
    prev = cur;
    cur = next;
    next = (t == 5) ? prev : (old == cur ? b2 : old);
    if (t == 5) {
      wave(N, 0.1, next, cur, next);
      memmove(b2 + 1, b2, (N - 1) * sizeof *b2);
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += b0[i] * (i % 7) + b1[i] * (i % 5) + b2[i] * (i % 3);
  printf("%.12g %.12g\n", s, cur[N / 2]);
  return 0;
}
