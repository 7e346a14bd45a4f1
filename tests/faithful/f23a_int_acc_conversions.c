/* Conversions in assignments: `int += 0.7` truncates at every store, a char multiplied by 3 wraps when
   stored, a short takes a double's integer part, an unsigned takes a negative int modulo 2^32, a float
   takes a double square, and int / int in a double context is an integer division. */
#include <stdio.h>

#define N 30
#define T 9

int main(void)
{
  int ai[N];
  signed char cc[N];
  unsigned char uc[N];
  short sh[N];
  unsigned uu[N];
  float ff[N];
  double dd[N], half[N];
  for (int i = 0; i < N; i++) {
    ai[i] = i - 15;
    cc[i] = (signed char)(i * 9 - 100);
    uc[i] = (unsigned char)(i * 37);
    sh[i] = (short)(i * 1000 - 12000);
    uu[i] = i;
    dd[i] = (i - 14) * 1.37;
  }

#pragma scop
  for (int t = 0; t < T; t++)
    for (int i = 0; i < N; i++) {
      ai[i] += 0.7;                     /* (int)(ai + 0.7): -3 + 0.7 -> -2 */
      cc[i] *= 3;                       /* wraps on the store */
      uc[i] -= 50;                      /* modulo 256 */
      sh[i] = sh[i] * 0.9 - dd[i];      /* truncated toward zero */
      uu[i] -= i - 10;                  /* modulo 2^32 */
    }
  for (int i = 0; i < N; i++) {
    ff[i] = dd[i] * dd[i];              /* the double square rounded to float */
    half[i] = i / 2 + (i - 15) / 4 + (double)(i % 4) / 4 + 1 / N;
  }
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %d %d %u %d %u %.9g %.9g\n", i, ai[i], cc[i], uc[i], sh[i], uu[i], ff[i], half[i]);
  return 0;
}
