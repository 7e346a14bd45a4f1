/* Volatile objects in a SCoP: every access is a side effect that C keeps in the program's order (a
   memory-mapped register, a value another thread or a signal handler changes).  A device copy or a
   parallel loop would change what the program does, so these SCoPs stay sequential with a warning;
   the SCoP without volatile objects is translated. */
#include <stdio.h>
#define N 64

volatile double v[N];
double a[N], b[N], c[N];

int main(void)
{
  volatile int n = N;
  for (int i = 0; i < N; i++) {
    v[i] = i * 0.5;
    a[i] = i;
    b[i] = 0;
    c[i] = 0;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    b[i] = v[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    c[i] = a[i] + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 3;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i + 1) + c[i] - a[i];
  printf("%.10e\n", s);
  return 0;
}
