/* Members of structures copied into locals before a SCoP (`double *a = g->a`, `double (*b)[N] =
   g->b`, `double *e = g->ext`), the function called with two structures, with one of them twice, and
   with pointer members into one shared array at different offsets. */
#include <stdio.h>
#define N 80
struct grid { int n; double a[N]; double b[N][N]; double *ext; };
static struct grid G1, G2;
static double E[N * 2];

static void relax(struct grid *g, struct grid *h) {
  int n = g->n;
  double *a = g->a, *ha = h->a;
  double (*b)[N] = g->b;
  double *e = g->ext;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < n; j++)
      b[i][j] = b[i][j] * 0.5 + a[i - 1] * 0.25 + ha[i + 1] * 0.25 + e[i + j];
  for (int i = 0; i < n; i++)
    a[i] = b[i][i] + e[i];
#pragma endscop
}

int main(void) {
  G1.n = N; G2.n = N / 2; G1.ext = E; G2.ext = E + 3;
  for (int i = 0; i < N; i++) { G1.a[i] = i; G2.a[i] = -i; for (int j = 0; j < N; j++) { G1.b[i][j] = i - j; G2.b[i][j] = (i * j) % 5; } }
  for (int i = 0; i < 2 * N; i++) E[i] = i % 4;
  relax(&G1, &G2);
  relax(&G2, &G1);
  relax(&G1, &G1);
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + G1.a[i] + G2.a[i]; for (int j = 0; j < N; j++) s += (G1.b[i][j] + G2.b[i][j]) * 1e-3; }
  printf("%.10g\n", s);
  return 0;
}
