/* Integer reductions whose terms are cast to the accumulator's type or a narrower one (reduced in
   parallel): an exact 64-bit dot product of ints, a long sum of ints, a maximum of short casts of a
   difference; and those that keep C's order: an unsigned sum of casts of int data (the data's type is
   checked, not the cast's), a cast through a type wider than the accumulator, a long array shifted into
   an int sum. */
#include <stdio.h>
#include <stdint.h>
#define N 20000
int a[N], b[N];
long l[N];
double d[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7919) % 20001 - 10000;
    b[i] = (i * 104729) % 65537 - 30000;
    l[i] = (long)a[i] * 1000003;
    d[i] = a[i] * 0.37;
  }
  int64_t dot = 0;
  long t = 5;
  unsigned u = 0;
  int mx = -100000, s = 0, w = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    dot += (int64_t)a[i] * b[i];
  for (int i = 0; i < N; i++)
    t += (long)a[i];
  for (int i = 0; i < N; i++)
    u += (unsigned)a[i] * 2654435761u;
  for (int i = 0; i < N; i++)
    mx = mx > (short)(a[i] - b[i]) ? mx : (short)(a[i] - b[i]);
  for (int i = 0; i < N; i++)
    s += (int)(long)(a[i] - 3);
  for (int i = 0; i < N; i++)
    w += (int)(l[i] >> 3);
#pragma endscop
  printf("%lld %ld %u %d %d %d\n", (long long)dot, t, u, mx, s, w);
  return 0;
}
