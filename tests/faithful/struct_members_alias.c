/* A structure member the SCoP reads, in memory an array it writes may hold: the member is read into a
   local only behind the runtime overlap test, which sends the overlapping calls to the original code.
   p lies inside the buffer b itself (b[4] is p->alpha, b[5] is p->beta: C's order uses their new
   values from i = 4 and i = 5 on), then elsewhere; an int member next to a written int array (a global
   object, tested), and a double member next to a written int array (no test: C's types keep them
   apart). */
#include <stdio.h>
#include <stdlib.h>

#define N 16

struct prm { double alpha, beta; };
struct cfg { int k; double w; };
static struct cfg CFG = { 3, 0.5 };

static void scale(int n, const struct prm *p, double *b) {
#pragma scop
  for (int i = 0; i < n; i++)
    b[i] = b[i] * p->alpha + p->beta;
#pragma endscop
}

static void bump(int n, int *c) {
#pragma scop
  for (int i = 0; i < n; i++)
    c[i] = c[i] + CFG.k;
#pragma endscop
}

static void weigh(int n, const struct cfg *g, int *c, double *d) {
#pragma scop
  for (int i = 0; i < n; i++)
    c[i] = c[i] * 2 + (int)(d[i] * g->w);
#pragma endscop
}

int main(void) {
  double *mem = malloc(2 * N * sizeof(double));
  int *ci = malloc(N * sizeof(int));
  double dd[N];
  if (!mem || !ci) return 1;
  for (int i = 0; i < 2 * N; i++) mem[i] = 1.0 + (i % 3);
  for (int i = 0; i < N; i++) { ci[i] = i - 4; dd[i] = i * 1.5; }
  struct prm *inside = (struct prm *)(mem + 4);
  inside->alpha = 2.0;
  inside->beta = -1.0;
  scale(N, inside, mem);                 /* overlaps: the original code runs */
  struct prm apart = { 0.5, 3.0 };
  scale(N, &apart, mem + N);             /* disjoint: the generated code runs */
  bump(N, ci);
  weigh(N, &CFG, ci, dd);
  double s = 0;
  for (int i = 0; i < 2 * N; i++) s += mem[i] * (i + 1);
  for (int i = 0; i < N; i++) s += ci[i] * (i + 2);
  printf("%.17g %.17g %.17g %d\n", s, inside->alpha, inside->beta, ci[3]);
  free(mem);
  free(ci);
  return 0;
}
