/* An iterator's value after its loop, used by the code after it: a statement of the same SCoP
   subscripted with it and a loop that starts there (that SCoP stays sequential: the final value is not
   modelled inside the SCoP), a loop that continues where the previous SCoP's stopped (`for (; i < m;
   i++)`, sequential), the final value as a parameter of a later SCoP, and a bound computed into a scalar
   at the top of a SCoP (the assignment runs on the host before the SCoP:
   frontend/scop_finder.host_prologue). */
#include <stdio.h>
#define N 80
double A[N], B[N];
int C[N + 3];

static void kernel(int n, int m) {
  int i, j, lim;
#pragma scop
  for (i = 0; i < n; i++)
    A[i] = i * 0.5;
  B[i] = i;
  for (j = i; j < i + 3; j++)
    C[j] -= j * 2;
#pragma endscop
#pragma scop
  for (; i < m; i++)
    A[i] = -i;
#pragma endscop
#pragma scop
  A[i] = 100 + i;
#pragma endscop
#pragma scop
  lim = m / 2;
  for (j = 0; j < lim; j++)
    B[j] = A[j] + A[j + 1];
#pragma endscop
#pragma scop
  for (j = i; j < i + 3; j++)
    C[j] += j;
#pragma endscop
  printf("%d %d %d\n", i, j, lim);
}

int main(void) {
  kernel(10, 20);
  kernel(30, 5);
  kernel(0, 0);
  kernel(50, 79);
  double s = 0;
  for (int k = 0; k < N; k++) s = s * 0.5 + A[k] + B[k] + C[k];
  s += C[N] + C[N + 1] * 2 + C[N + 2] * 3;
  printf("%.17g\n", s);
  return 0;
}
