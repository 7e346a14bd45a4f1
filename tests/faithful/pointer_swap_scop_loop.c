/* A time loop around a SCoP that runs on pointers swapped after every step (the SCoP reads what the
   previous execution wrote, through the other pointer), with the step count odd so that the result is
   in the other buffer; the pointers are also swapped inside a conditional, and a third buffer is used
   every third step.  The first version's boundary statements leave the extents of the pointers unknown at n = 0 (it
   stays sequential with a warning); the second writes the boundary before the SCoP. */
#include <stdio.h>
#define N 4000
static double bufA[N], bufB[N], bufC[N];

static void step(const double *in, double *out, int n, double c) {
#pragma scop
  out[0] = in[0];
  out[n - 1] = in[n - 1];
  for (int i = 1; i < n - 1; i++)
    out[i] = in[i] + c * (in[i - 1] - 2.0 * in[i] + in[i + 1]);
#pragma endscop
}

static void step2(const double *in, double *out, int n, double c) {
  out[0] = in[0];
  out[n - 1] = in[n - 1];
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = in[i] + c * (in[i - 1] - 2.0 * in[i] + in[i + 1]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) bufA[i] = (i % 100 == 50) ? 100.0 : (i % 7) * 0.5;
  double *cur = bufA, *nxt = bufB, *spare = bufC;
  for (int t = 0; t < 31; t++) {
    if (t % 2) step(cur, nxt, N, 0.25); else step2(cur, nxt, N, 0.25);
    double *tmp = cur; cur = nxt; nxt = tmp;
    if (t % 3 == 2) { tmp = nxt; nxt = spare; spare = tmp; }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += cur[i] * (i % 11 + 1);
  printf("%.12g %d\n", s, cur == bufA ? 0 : cur == bufB ? 1 : 2);
  return 0;
}
