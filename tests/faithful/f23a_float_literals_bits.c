/* Float data times constants with and without the f suffix: x * 0.1 is a double product rounded to
   float when stored, x * 0.1f a float product; 1.0 / 3 a double; a float sum of 0.1 (double) terms.
   Printed as bit patterns: the two differ in the last bit for many x. */
#include <stdio.h>
#include <string.h>

#define N 64

static unsigned bitsf(float v)
{
  unsigned u;
  memcpy(&u, &v, sizeof u);
  return u;
}

int main(void)
{
  float x[N], a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; i++)
    x[i] = (float)(i * 1.618033988749895) - 17.25f;

#pragma scop
  for (int i = 0; i < N; i++) {
    a[i] = x[i] * 0.1;
    b[i] = x[i] * 0.1f;
    c[i] = x[i] / 3 + 1.0 / 3;
    d[i] = (x[i] + 0.2f) * (x[i] - 0.2) + 1e-8;
  }
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %u %u %u %u\n", i, bitsf(a[i]), bitsf(b[i]), bitsf(c[i]), bitsf(d[i]));
  return 0;
}
