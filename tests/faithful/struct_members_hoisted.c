/* Structure members a SCoP only reads, as HPC codes keep them: sizes and coefficients behind a pointer
   (g->n, prm->alpha), in a structure object (p.nx), through nested chains (s->geo.n, s->in->m), enum and
   _Bool members in conditions, and pointer members used as array bases (mesh->x[i], a pointer to rows
   g->a[i][j], a flat m->v[i * m->ld + j]).  s2s reads each into a local at the region's entry. */
#include <stdio.h>
#include <stdlib.h>

#define N 40
#define M 24

enum mode { ADD = 1, SCALE = 2 };

struct grid { int n, m; double alpha; float beta; double (*a)[M]; };
typedef struct { unsigned nx; int cut; enum mode how; _Bool on; } params_t;
struct geo { int n; double h; };
struct inner { long m; double w; };
struct solver { struct geo geo; struct inner *in; double *u; };
struct mesh { double *x, *y; int len; };
struct mat { double *v; int rows, cols, ld; };

static double B[N][M], C[N * M], D[N];

static void bounds(struct grid *g, double b[][M]) {
#pragma scop
  for (int i = 0; i < g->n; i++)
    for (int j = 0; j < g->m; j++)
      b[i][j] = g->alpha * b[i][j] + g->beta * (i - j);
#pragma endscop
}

static void objects(params_t p, double *c) {
#pragma scop
  for (unsigned i = 0; i < p.nx; i++) {
    if ((int)i < p.cut)
      c[i] = c[i] + 2.0;
    if (p.how == SCALE)
      c[i] = c[i] * 0.5;
  }
#pragma endscop
}

static void flags(const params_t *p, double *c) {
#pragma scop
  for (int i = 0; i < p->cut; i++)
    if (p->on)
      c[i] = -c[i];
#pragma endscop
}

static void nested(const struct solver *s) {
#pragma scop
  for (int i = 1; i < s->geo.n - 1; i++)
    s->u[i] = s->u[i] * s->in->w + s->geo.h * (i % s->in->m);
#pragma endscop
}

static void pointers(struct mesh *mesh, struct grid *g) {
#pragma scop
  for (int i = 0; i < mesh->len; i++)
    mesh->y[i] = 3.0 * mesh->x[i] + g->alpha;
  for (int i = 0; i < g->n; i++)
    for (int j = 0; j < g->m; j++)
      g->a[i][j] = g->a[i][j] * 2.0 + mesh->x[j];
#pragma endscop
}

static void flat(const struct mat *m, double *d) {
#pragma scop
  for (int i = 0; i < m->rows; i++) {
    d[i] = 0.0;
    for (int j = 0; j < m->cols; j++)
      d[i] += m->v[i * m->ld + j] * (j + 1);
  }
#pragma endscop
}

int main(void) {
  static double rows[N][M], xs[N], ys[N], u[N], v[N * M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      B[i][j] = (i * 7 + j) % 11 - 5;
      rows[i][j] = (i + 2 * j) % 5;
      v[i * M + j] = (i * j) % 9 - 4;
    }
  for (int i = 0; i < N * M; i++) C[i] = i % 13;
  for (int i = 0; i < N; i++) { xs[i] = i * 0.25; ys[i] = 0; u[i] = i % 3; }
  struct grid g = { N - 3, M - 1, 1.5, 0.25f, rows };
  bounds(&g, B);
  params_t p = { 30u, 17, SCALE, 1 };
  objects(p, C);
  p.how = ADD;
  p.on = 0;
  objects(p, C + 100);
  flags(&p, C + 3);
  p.on = 1;
  flags(&p, C + 7);
  struct inner in = { 4, 0.75 };
  struct solver s = { { N, 0.125 }, &in, u };
  nested(&s);
  struct mesh mesh = { xs, ys, N };
  pointers(&mesh, &g);
  struct mat m = { v, N - 2, M - 4, M };
  flat(&m, D);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) sum += B[i][j] * (i + 1) + rows[i][j] * (j + 2);
  for (int i = 0; i < N * M; i++) sum += C[i] * (i % 5);
  for (int i = 0; i < N; i++) sum += u[i] * i + ys[i] + D[i] * (i % 7);
  printf("%.17g %.17g %.17g %.17g\n", sum, B[3][4], u[5], D[2]);
  return 0;
}
