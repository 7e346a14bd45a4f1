/* <math.h>'s NAN as a missing-value marker: a gap filler writes NAN (and -NAN for gaps below zero)
   where the data is out of range, a later pass counts markers by their sign and replaces them.  cc's
   NAN is a positive quiet NaN; a NaN that 0.0f / 0.0f makes at run time on x86 has its sign bit set,
   so copysign and printf ("nan" or "-nan") tell them apart. */
#include <stdio.h>
#include <math.h>

#define N 40
#define MISSING NAN

int main(void)
{
  double raw[N], clean[N], filled[N], sgn[N];
  float fl[N];
  int pos = 0, neg = 0;
  for (int i = 0; i < N; i++)
    raw[i] = ((i * 13) % 17 - 6) * 1.5;

#pragma scop
  for (int i = 0; i < N; i++) {
    clean[i] = raw[i] > 12.0 ? NAN : raw[i] < -6.0 ? -NAN : raw[i];
    fl[i] = i % 7 == 3 ? MISSING : (float)raw[i];
  }
  for (int i = 0; i < N; i++) {
    sgn[i] = copysign(1.0, clean[i]) + 2 * copysign(1.0f, fl[i]);
    filled[i] = clean[i] != clean[i] ? copysign(99.0, clean[i]) : clean[i];
    pos += clean[i] != clean[i] && copysign(1.0, clean[i]) > 0;
    neg += clean[i] != clean[i] && copysign(1.0, clean[i]) < 0;
  }
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %f %f %g %g\n", i, clean[i], fl[i], sgn[i], filled[i]);
  printf("positive markers %d, negative markers %d\n", pos, neg);
  return 0;
}
