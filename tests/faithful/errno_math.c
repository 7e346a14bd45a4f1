/* Math functions that set errno (glibc, gcc's default -fmath-errno): sqrt of a negative value and log of
   zero set errno to EDOM and ERANGE in the SCoP, in the thread that calls them; the program reads errno
   after it.  fabs and floor never set errno: their SCoP is translated. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#define N 100
static double A[N], B[N], C[N], D[N];

int main(void) {
  for (int i = 0; i < N; i++) A[i] = (i == 77) ? -1.0 : i * 0.5;
  errno = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = sqrt(A[i]);
#pragma endscop
  int e1 = errno;
  errno = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    C[i] = log(A[i]) + 1;
#pragma endscop
  int e2 = errno;
#pragma scop
  for (int i = 0; i < N; i++)
    D[i] = fabs(A[i] - 20) + floor(A[i] / 3);
#pragma endscop
  printf("%d %d %d %d\n", e1 == EDOM, e2 == ERANGE || e2 == EDOM, e1 != 0, e2 != 0);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", B[i], C[i], D[i]);
  return 0;
}
