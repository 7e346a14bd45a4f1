/* Static pointers of the SCoP's function that it swaps after each call (a Jacobi step whose buffers
   alternate between calls), and a file-scope pointer that a caller sets to one of the same buffers
   (`probe`, read by a second SCoP while the first writes through the static pointer). */
#include <stdio.h>
#define N 240

static double bufA[N], bufB[N], side[N];
static double *probe;

static void step(int n) {
  static double *cur = bufA, *nxt = bufB;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    nxt[i] = (cur[i - 1] + cur[i] + cur[i + 1]) / 3.0;
  for (int i = 1; i < n - 1; i++)
    side[i] = side[i] * 0.5 + probe[i];
#pragma endscop
  double *t = cur;
  cur = nxt;
  nxt = t;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    bufA[i] = (i % 17 == 0) ? 10.0 : 0.0;
    bufB[i] = bufA[i];
  }
  for (int k = 0; k < 9; k++) {
    probe = (k % 2) ? bufA : bufB;
    step(k == 4 ? N / 2 : N);
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += bufA[i] * (i % 5 + 1) + bufB[i] + side[i] * 0.1;
  printf("%.12g\n", s);
  return 0;
}
