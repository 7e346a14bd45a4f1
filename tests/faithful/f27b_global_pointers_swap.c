/* Pointers that live in file scope and in structures, repointed by the host between calls of the same
   SCoP: a pair swapped each time step (and once made equal, so that the region reads what it writes),
   a structure's two members swapped, made to overlap by one element, and pointed at other storage; a
   region that reads a table through a file-scope pointer the host moves along a larger buffer. */
#include <stdio.h>
#define N 150

static double BUF1[N + 2], BUF2[N + 2], BIG[4 * N];
static double *cur = BUF1, *nxt = BUF2;
static const double *win;
struct field { int n; double *u; double *v; };

static void relax(int n) {
#pragma scop
  for (int i = 1; i <= n; i++)
    nxt[i] = 0.5 * cur[i] + 0.25 * (cur[i - 1] + cur[i + 1]);
#pragma endscop
}

static void fstep(struct field *f) {
#pragma scop
  for (int i = 1; i < f->n - 1; i++)
    f->v[i] = f->u[i - 1] - 2.0 * f->u[i] + f->u[i + 1];
#pragma endscop
}

static double dotwin(const double *w, int n) {
  double s = 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    s += win[i] * w[i];
#pragma endscop
  return s;
}

static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i] * ((i % 7) + 1);
  return s;
}

int main(void) {
  for (int i = 0; i < N + 2; i++) { BUF1[i] = (i % 9) - 4.0; BUF2[i] = 0.0; }
  for (int i = 0; i < 4 * N; i++) BIG[i] = ((i * 5) % 13) * 0.5;
  for (int t = 0; t < 12; t++) {
    relax(N);
    double *tmp = cur; cur = nxt; nxt = tmp;
    cur[0] = cur[N]; cur[N + 1] = cur[1];      /* periodic halo on the host */
  }
  printf("swap %.17g %.17g\n", sum(BUF1, N + 2), sum(BUF2, N + 2));
  nxt = cur;                                    /* in place: C's order reads the updated left neighbour */
  relax(N);
  printf("equal %.17g\n", sum(cur, N + 2));
  nxt = cur + 1;                                /* one element ahead */
  relax(N - 1);
  printf("ahead %.17g\n", sum(BUF1, N + 2) + sum(BUF2, N + 2));
  struct field f = { N, BUF1, BUF2 };
  fstep(&f);
  printf("f1 %.17g\n", sum(BUF2, N + 2));
  f.u = BUF2; f.v = BUF1; f.n = N / 2;
  fstep(&f);
  printf("f2 %.17g\n", sum(BUF1, N + 2));
  f.v = f.u + 1; f.n = N;                       /* overlapping by one element */
  fstep(&f);
  printf("f3 %.17g\n", sum(BUF2, N + 2));
  f.u = BIG + 10; f.v = BIG + 2 * N; f.n = N;   /* other storage, disjoint parts */
  fstep(&f);
  printf("f4 %.17g\n", sum(BIG, 4 * N));
  double acc = 0;
  for (int k = 0; k < 5; k++) {
    win = BIG + k * 70;
    acc += dotwin(BUF1, N);
    BIG[k * 70 + 3] = -100.0;                   /* the host changes the window it just read */
  }
  win = BUF1;
  acc += dotwin(BUF1, N);                       /* the window is the other operand */
  printf("win %.17g\n", acc);
  return 0;
}
