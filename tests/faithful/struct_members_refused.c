/* Structure members s2s must not read into locals: a member the SCoP writes (an accumulator g->sum, a
   counter p.count), a member whose address the SCoP or the function takes, a structure object assigned
   whole, a union, a bit-field, an array of structures, and a pointer member next to a written array of
   characters (which may hold the pointer's bytes).  Each SCoP stays sequential with a warning. */
#include <stdio.h>

#define N 32

struct acc { int n; double sum; double *x; };
struct cnt { int n, count; };
struct pair { double a, b; };
union num { double d; long l; };
struct bits { unsigned lim : 5; int n; };
struct buf { int n; unsigned char *bytes; double *v; };

static double X[N], Y[N];
static unsigned char BYTES[N];

static void written(struct acc *g) {
#pragma scop
  for (int i = 0; i < g->n; i++)
    g->sum += g->x[i];
#pragma endscop
}

static void counted(struct cnt p, double *y) {
#pragma scop
  for (int i = 0; i < p.n; i++) {
    y[i] = y[i] + 1.0;
    p.count++;
  }
#pragma endscop
  printf("count %d\n", p.count);
}

static double *escape;

static void escaped(struct cnt q, double *y) {
  int *alias = &q.n;
#pragma scop
  for (int i = 0; i < q.n; i++)
    y[i] = y[i] * 2.0;
#pragma endscop
  printf("n %d\n", *alias);
}

static void whole(struct pair *s, struct pair t, double *y) {
#pragma scop
  for (int i = 0; i < N; i++) {
    y[i] = y[i] + s->a;
    *s = t;
  }
#pragma endscop
}

static void onion(union num u, double *y) {
#pragma scop
  for (int i = 0; i < N; i++)
    y[i] = y[i] + u.d;
#pragma endscop
}

static void bitfield(struct bits f, double *y) {
#pragma scop
  for (int i = 0; i < f.lim; i++)
    y[i] = y[i] - 1.0;
#pragma endscop
}

static void aos(struct pair *ps, double *y) {
#pragma scop
  for (int i = 0; i < N; i++)
    y[i] = ps[i].a + ps[i].b;
#pragma endscop
}

static void bytes(struct buf *b) {
#pragma scop
  for (int i = 0; i < b->n; i++) {
    b->bytes[i] = (unsigned char)(i * 3);
    b->v[i] = b->v[i] + i;
  }
#pragma endscop
}

int main(void) {
  static double data[N];
  struct pair ps[N];
  for (int i = 0; i < N; i++) { X[i] = i * 0.5; Y[i] = i % 5; data[i] = i; ps[i].a = i; ps[i].b = -2 * i; }
  struct acc g = { N, 0.0, X };
  written(&g);
  struct cnt p = { N / 2, 0 };
  counted(p, Y);
  escaped(p, Y);
  struct pair s = { 1.0, 2.0 }, t = { 3.0, 4.0 };
  whole(&s, t, Y);
  union num u;
  u.d = 0.5;
  onion(u, Y);
  struct bits f = { 20, 1 };
  bitfield(f, Y);
  aos(ps, data);
  struct buf b = { N, BYTES, X };
  bytes(&b);
  double sum = g.sum + s.a + s.b;
  for (int i = 0; i < N; i++) sum += Y[i] * (i + 1) + data[i] + X[i] + BYTES[i];
  printf("%.17g\n", sum);
  return 0;
}
