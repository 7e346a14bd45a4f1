/* A grid type with its arrays inside the structure (fixed extents) passed by pointer to the solver:
   g->u[i][j], g->rhs[i][j], and a second grid the result goes to; the sizes come from members copied to
   locals.  A Jacobi sweep, a residual norm and a restriction to a coarse grid. */
#include <stdio.h>
#define M 34
#define MC 18

struct grid { int n; double h; double u[M][M]; double rhs[M][M]; double tmp[M][M]; };
struct coarse { int n; double r[MC][MC]; };

static struct grid G;
static struct coarse C;

static void jacobi(struct grid *g, int sweeps) {
  /* the members as local views, as s2s's warning suggests */
  int n = g->n;
  double h2 = g->h * g->h;
  double (*u)[M] = g->u, (*tmp)[M] = g->tmp;
  const double (*rhs)[M] = (const double (*)[M])g->rhs;
  for (int s = 0; s < sweeps; s++) {
#pragma scop
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        tmp[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - h2 * rhs[i][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        u[i][j] = tmp[i][j];
#pragma endscop
  }
}

static double residual(struct grid *g) {
  int n = g->n;
  double ih2 = 1.0 / (g->h * g->h);
  double r = 0.0;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      g->tmp[i][j] = g->rhs[i][j] - ih2 * (g->u[i - 1][j] + g->u[i + 1][j] + g->u[i][j - 1]
                                           + g->u[i][j + 1] - 4.0 * g->u[i][j]);
      r += g->tmp[i][j] * g->tmp[i][j];
    }
#pragma endscop
  return r;
}

static void restrict_to(struct coarse *c, struct grid *g) {
  int nc = c->n;
#pragma scop
  for (int i = 1; i < nc - 1; i++)
    for (int j = 1; j < nc - 1; j++)
      c->r[i][j] = 0.25 * g->tmp[2 * i][2 * j]
                 + 0.125 * (g->tmp[2 * i - 1][2 * j] + g->tmp[2 * i + 1][2 * j]
                            + g->tmp[2 * i][2 * j - 1] + g->tmp[2 * i][2 * j + 1])
                 + 0.0625 * (g->tmp[2 * i - 1][2 * j - 1] + g->tmp[2 * i + 1][2 * j + 1]
                             + g->tmp[2 * i - 1][2 * j + 1] + g->tmp[2 * i + 1][2 * j - 1]);
#pragma endscop
}

int main(void) {
  G.n = M; G.h = 1.0 / (M - 1); C.n = MC;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      G.u[i][j] = (i == 0 || j == 0 || i == M - 1 || j == M - 1) ? 1.0 : 0.0;
      G.rhs[i][j] = ((i * 7 + j * 3) % 10) - 4.5;
      G.tmp[i][j] = 0.0;
    }
  jacobi(&G, 20);
  double r = residual(&G);
  restrict_to(&C, &G);
  double su = 0, sc = 0;
  for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) su += G.u[i][j] * (1 + (i ^ j) % 5);
  for (int i = 0; i < MC; i++) for (int j = 0; j < MC; j++) sc += C.r[i][j] * (1 + (i + j) % 3);
  printf("%.17g\n%.17g\n%.17g\n", su, r, sc);
  return 0;
}
