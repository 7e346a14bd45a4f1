/* Two pointer members of one structure pointing into the same buffer: `p->dst[i] = p->src[i] ...`
   through a pointer to the structure (dst one element after src, before it, equal, disjoint), and a
   3-point smoothing through a structure passed by value whose `next` and `cur` are the same buffer, one
   element apart, or disjoint. */
#include <stdio.h>
#include <stdlib.h>
#define N 120

struct pair { double *src; double *dst; int n; };
struct grid { int n; double *cur; double *next; };

static void step(struct pair *p) {
#pragma scop
  for (int i = 0; i < p->n; i++)
    p->dst[i] = p->src[i] * 0.5 + (i % 5);
#pragma endscop
}

static void smooth(struct grid g) {
#pragma scop
  for (int i = 1; i < g.n - 1; i++)
    g.next[i] = (g.cur[i - 1] + g.cur[i] + g.cur[i + 1]) / 3.0 + (i % 2);
#pragma endscop
}

static double *buf;
static void reset(void) { for (int i = 0; i < 2 * N + 2; i++) buf[i] = (i % 7) - 2.0; }
static void show(void) {
  double s = 0;
  for (int i = 0; i < 2 * N + 2; i++) s += buf[i] * ((i % 11) + 1);
  printf("%.17g %g %g\n", s, buf[3], buf[N + 1]);
}
int main(void) {
  buf = malloc(sizeof(double) * (2 * N + 2));
  struct pair p;
  p.n = N;
  reset(); p.src = buf; p.dst = buf + 1; step(&p); show();
  reset(); p.src = buf + 1; p.dst = buf; step(&p); show();
  reset(); p.src = buf; p.dst = buf; step(&p); show();
  reset(); p.src = buf; p.dst = buf + N; step(&p); show();
  struct grid g = {N, buf, buf};
  reset(); smooth(g); show();
  reset(); g.next = buf + 1; smooth(g); show();
  reset(); g.next = buf + N + 2; g.n = N - 2; smooth(g); show();
  free(buf);
  return 0;
}
