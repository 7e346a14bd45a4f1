/* Structures between regions: an array of structures whose field x a region updates from field y while
   the host changes y and w between calls (s2s does not model arrays of structures: that SCoP stays
   sequential), the same data copied by the host into separate arrays for a region and back (the
   spelling s2s advises), and a structure of sizes and pointers whose members the host swaps, shrinks,
   and points at one array twice. */
#include <stdio.h>
#define N 100
struct pt { double x, y, w; int tag; };
struct pt P[N];
struct grid { int n; double *u; double *v; };
double X[N], Y[N];

static void step(struct pt *p, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    p[i].x = p[i].x + 0.5 * p[i].y;
#pragma endscop
}

static void step_soa(double *x, const double *y, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = x[i] + 0.5 * y[i];
#pragma endscop
}

static void gstep(struct grid *g) {
#pragma scop
  for (int i = 1; i < g->n - 1; i++)
    g->v[i] = g->u[i - 1] + g->u[i + 1];
#pragma endscop
}

static double psum(void) {
  double s = 0;
  for (int i = 0; i < N; i++) s += P[i].x * (i % 5) + P[i].y + P[i].w * P[i].tag;
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) { P[i].x = i; P[i].y = i % 3; P[i].w = 1; P[i].tag = i % 4; }
  step(P, N);
  for (int i = 0; i < N; i++) P[i].y = -P[i].w * i;
  step(P, N / 2);
  P[7].w = 3.0;
  printf("aos %.17g\n", psum());
  for (int i = 0; i < N; i++) { X[i] = P[i].x; Y[i] = P[i].y; }
  step_soa(X, Y, N);
  for (int i = 0; i < N; i++) P[i].x = X[i];
  for (int i = 0; i < N; i += 3) { P[i].y = 2.0; Y[i] = P[i].y; }
  step_soa(X, Y, N - 10);
  for (int i = 0; i < N; i++) P[i].x = X[i];
  printf("soa %.17g\n", psum());
  double u[N], v[N];
  for (int i = 0; i < N; i++) { u[i] = i % 7; v[i] = -1; }
  struct grid g = { N, u, v };
  gstep(&g);
  g.u = v; g.v = u; g.n = N / 2;
  gstep(&g);
  g.v = g.u;            /* the same array twice: C's order reads the updated u[i - 1] */
  g.n = N;
  gstep(&g);
  double s = 0;
  for (int i = 0; i < N; i++) s += u[i] * (i % 5) + v[i];
  printf("grid %.17g\n", s);
  return 0;
}
