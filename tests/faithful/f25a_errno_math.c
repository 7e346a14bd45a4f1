/* Math functions set errno on domain, pole and range errors (glibc, -fmath-errno): a program that reads
   errno after its loops sees what the sequential calls set.  The SCoP calling fabs and floor (which never
   set errno) may run anywhere; those calling sqrt, log and pow must stay where errno is the program's. */
#include <stdio.h>
#include <errno.h>
#include <math.h>
#define N 16

int main(void) {
  double x[N], r[N], s[N], t[N], u[N];
  for (int i = 0; i < N; i++) x[i] = (i - 4) * 0.5;
  errno = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    u[i] = fabs(x[i]) + floor(x[i] * 3.0);
#pragma endscop
  printf("errno after fabs/floor: %d\n", errno);
  double big = 0.0;
#pragma scop
  for (int i = 0; i < N; i++)
    big = fmax(big, fabs(x[i]) * 3.0);
#pragma endscop
  printf("errno after fmax: %d %g\n", errno, big);
#pragma scop
  for (int i = 0; i < N; i++) {
    r[i] = sqrt(x[i]);
    s[i] = log(x[i] + 2.0);
    t[i] = pow(x[i], -1.0);
  }
#pragma endscop
  printf("errno after sqrt/log/pow: %d %d\n", errno != 0, errno == EDOM || errno == ERANGE);
  for (int i = 0; i < N; i++) printf("%g %g %g %g\n", u[i], r[i], s[i], t[i]);
  return 0;
}
