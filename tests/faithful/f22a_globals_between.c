/* No pragmas (--autodetect): host calls between nests that change file-scope scalars and array elements
   the next nest reads (a setter of a global factor, a function that writes one element), a struct of
   sizes and pointers read in nests, and a global counter of passes. */
#include <stdio.h>

#define N 50
double gx[N], gy[N][N];
double factor = 1.0;
int passes;

struct grid { int n, m; double *v; float w; };

static void set_factor(double f) { factor = f; passes++; }
static void poke(int k, double v) { gx[k] = v; }

static void apply(struct grid *g) {
  int i, j;
  for (i = 0; i < g->n; i++)
    for (j = 0; j < g->m; j++)
      g->v[i * g->m + j] = g->v[i * g->m + j] * g->w + gx[j % N] * factor;
}

int main(void) {
  int i, j;
  static double store[30 * 40];
  struct grid g = {30, 40, store, 0.5f};
  for (i = 0; i < N; i++)
    gx[i] = (i % 6) - 2.5;
  for (i = 0; i < 30 * 40; i++)
    store[i] = i % 9;
  set_factor(2.0);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      gy[i][j] = gx[i] * factor - gx[j];
  poke(3, 100.0);
  set_factor(-0.5);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      gy[i][j] += gx[(i + j) % N] * factor + passes;
  apply(&g);
  g.w = 2.0f;
  g.n = 20;
  apply(&g);
  for (i = 0; i < N; i += 7)
    printf("%d %.12g %.12g %.12g\n", i, gy[i][i], gy[i][N - 1 - i], store[i * 23]);
  printf("passes %d factor %.3f\n", passes, factor);
  return 0;
}
