/* abs, labs, llabs, fabs and fabsf on the types they were not written for: abs of a long truncates to
   int first, abs of a double truncates toward zero, fabs of an int is a double, fabsf of a double
   rounds to float, labs of an unsigned converts it to long. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 48

int main(void)
{
  long big[N];
  double x[N], r1[N], r2[N];
  int ia[N], r3[N];
  unsigned u[N];
  long r4[N];
  long long r5[N];
  signed char sc[N];
  for (int i = 0; i < N; i++) {
    big[i] = (i - 24) * 123456789L + (i % 3) * 4000000000L;
    x[i] = (i - 23.5) * 1.75;
    ia[i] = (i * 29) % 41 - 20;
    u[i] = (unsigned)(i * 2654435761u);
    sc[i] = (signed char)(i * 11 - 200);
  }

#pragma scop
  for (int i = 0; i < N; i++) {
    r3[i] = abs((int)big[i]) % 1000 + abs(x[i]) + abs(sc[i]);
    r1[i] = fabs(ia[i]) / 3 + fabsf(x[i] / 3);
    r2[i] = fabs(ia[i] / 3) + fabs(x[i]) * (ia[i] < 0);
    r4[i] = labs(u[i] % 1000u) - labs(ia[i]) + labs(big[i] / 1000);
    r5[i] = llabs(big[i] * 3) + llabs(ia[i] - 100);
  }
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %d %.9g %.9g %ld %lld\n", i, r3[i], r1[i], r2[i], r4[i], r5[i]);
  return 0;
}
