/* Built with -DN=37 -DSCALE=(1+2) -DUSE_SCOP -DTYPE=float: the sizes, a factor, the element type and
   the SCoP itself come from the command line (without them: a default size, and the loop is plain C). */
#include <stdio.h>
#ifndef N
#define N 100
#endif
#ifndef SCALE
#define SCALE 2
#endif
#ifndef TYPE
#define TYPE double
#endif
static TYPE A[N][N + 1], x[N + 1], y[N];

static void mv(int n) {
#ifdef USE_SCOP
#pragma scop
#endif
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j <= n; j++)
      y[i] += SCALE * A[i][j] * x[j];
  }
#ifdef USE_SCOP
#pragma endscop
#endif
}

int main(void) {
  for (int i = 0; i <= N; i++) x[i] = (i % 7) * 0.5f;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= N; j++) A[i][j] = (TYPE)((i + 3 * j) % 5) - 2;
  mv(N);
  mv(N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.9 + y[i];
  printf("%d %.6g\n", N, s);
  return 0;
}
