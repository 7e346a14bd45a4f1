/* Maxima and minima whose comparison converts: an int maximum over unsigned data compares in unsigned
   (m = -1 is UINT_MAX there, so it never changes), a long minimum over unsigned data compares in long,
   an unsigned maximum of int terms sees negative terms as huge, a short maximum of unsigned short data
   compares in int, and a float maximum of double data compares in double and rounds on the store. */
#include <stdio.h>

#define N 300

int main(void)
{
  static unsigned ud[N];
  static int id[N];
  static unsigned short hd[N];
  static double dd[N];
  int m1 = -1, m1b = 5;
  long m2 = 1L << 40;
  unsigned m3 = 7;
  short m4 = -3;
  float m5 = -1e30f;
  for (int i = 0; i < N; i++) {
    ud[i] = (unsigned)((i * 2654435761u) >> 5);
    id[i] = (i * 7919) % 601 - 300;
    hd[i] = (unsigned short)(i * 977);
    dd[i] = (i * 37 % 101) * 1.0000001 - 50;
  }

#pragma scop
  for (int i = 0; i < N; i++)
    m1 = ud[i] > m1 ? ud[i] : m1;
  for (int i = 0; i < N; i++)
    m1b = (ud[i] & 0xffff) > m1b ? ud[i] & 0xffff : m1b;
  for (int i = 0; i < N; i++)
    if (ud[i] < m2)
      m2 = ud[i];
  for (int i = 0; i < N; i++)
    m3 = id[i] > m3 ? id[i] : m3;
  for (int i = 0; i < N; i++)
    m4 = hd[i] > m4 ? hd[i] : m4;
  for (int i = 0; i < N; i++)
    m5 = dd[i] > m5 ? dd[i] : m5;
#pragma endscop

  printf("%d %d %ld %u %d %.9g\n", m1, m1b, m2, m3, m4, m5);
  return 0;
}
