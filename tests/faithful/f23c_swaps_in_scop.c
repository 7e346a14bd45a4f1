/* What users try that s2s cannot model: a Jacobi 1-D whose time loop inside the SCoP swaps the two
   buffers through pointers, and a heat sweep whose time loop is a do/while counting steps; both stay
   sequential with a warning at the construct, and the plain stencil nest after them is offloaded. */
#include <stdio.h>

#define N 120

static double bufa[N], bufb[N], c[N];

int main(void) {
  int n = N, steps = 10, t;
  double *cur = bufa, *nxt = bufb, *tmp;
  for (int i = 0; i < n; i++) {
    bufa[i] = (double)(i % 13) / 13.0;
    bufb[i] = 0.0;
    c[i] = (double)((i * 7) % 5);
  }
#pragma scop
  for (t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      nxt[i] = (cur[i - 1] + cur[i] + cur[i + 1]) / 3.0;
    tmp = cur;
    cur = nxt;
    nxt = tmp;
  }
#pragma endscop
#pragma scop
  t = 0;
  do {
    for (int i = 1; i < n - 1; i++)
      c[i] = c[i] + 0.1 * (c[i - 1] - 2.0 * c[i] + c[i + 1]);
    t++;
  } while (t < steps);
#pragma endscop
#pragma scop
  for (int i = 1; i < n - 1; i++)
    bufb[i] = bufa[i] + c[i];
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    s += cur[i] + 2 * c[i] + 3 * bufb[i];
  printf("%.12e %d\n", s, t);
  return 0;
}
