/* A global int that bounds the SCoP's loops, written through a pointer parameter inside the SCoP: with
   p == &len, the second nest runs to the new length (C's order); with p pointing elsewhere it keeps the
   old one.  A long parameter `stride` read by name while a long pointer to it, taken in the function, is
   written between the nests. */
#include <stdio.h>
#define N 200

int len = 120;
int other = 0;
double a[N], b[N];

static void f(int *p, long stride) {
  long *ps = &stride;
#pragma scop
  for (int i = 0; i < len; i++)
    a[i] = a[i] + i * 0.5;
  p[0] = len / 2;
  ps[0] = stride + 1;
  for (int i = 0; i < len; i++)
    b[i] = a[i] * stride;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i % 4;
    b[i] = -1;
  }
  f(&other, 2);
  f(&len, 3);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] + b[i] * (i % 3 + 1);
  printf("%.12g %d %d\n", s, len, other);
  return 0;
}
