/* A thread-local scalar read in the SCoP: every thread has its own, so an OpenMP version would read
   the worker threads' copies, not the one main set. */
#include <stdio.h>
#define N 3000
static double A[N], B[N];
static _Thread_local double scale = 2.0;
static __thread int offset = 1;

int main(void)
{
  for (int i = 0; i < N; i++)
    A[i] = i % 5;
  scale = 3.0;
  offset = 7;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = A[i] * scale + offset;
#pragma endscop
  double t = 0;
  for (int i = 0; i < N; i++)
    t += B[i];
  printf("%.6f\n", t);
  return 0;
}
