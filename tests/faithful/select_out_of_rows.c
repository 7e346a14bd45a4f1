/* An `if` on data whose branch assigns one element is modelled as the assignment of a conditional
   (`out[i - 1] = d[i] > 0 ? ... : out[i - 1]`) only where that element is inside its array at every
   instance: here the condition is false at i = 0, where out[-1] is outside out, so the unconditional
   form would read and write out[-1] (another object's memory on the host, outside the allocation on
   the device).  That SCoP stays sequential; the one writing out[i] is offloaded. */
#include <stdio.h>

#define N 64
static double pad0[8], out[N], pad1[8], d[N], e[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    d[i] = (i % 3) - 1;
    out[i] = -i;
    e[i] = i * 0.5;
  }
  for (int i = 0; i < 8; i++) {
    pad0[i] = 100 + i;
    pad1[i] = 200 + i;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    if (d[i] > 0)
      out[i - 1] = d[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    if (d[i] < 0)
      e[i] = e[i] + d[i];
    else
      e[i] = -e[i];
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%g %g\n", out[i], e[i]);
  for (int i = 0; i < 8; i++)
    printf("%g %g\n", pad0[i], pad1[i]);
  return 0;
}
