#include <stdio.h>
#include <stdlib.h>
#define N 13
#define M 18
struct grid {
  int n, m;
  double *a;
  double *b;
  float *c;
};
int main(void) {
  struct grid g = {N, M, malloc(sizeof(double) * N * M), malloc(sizeof(double) * N * M), malloc(sizeof(float) * N * M)};
  struct grid *p = &g;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      g.a[i * M + j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      g.b[i * M + j] = (double)((i + j) % 4) / 4;
      g.c[i * M + j] = (float)((i * 2 + j) % 3) / 3;
    }
#pragma scop
  for (int i = 0; i < p->n; i++)
    for (int j = 1; j < p->m; j++) {
      p->a[i * p->m + j] = 0.5 * p->a[i * p->m + j - 1] + p->b[i * p->m + j];
      p->c[i * p->m + j] = p->c[i * p->m + j - 1] * 0.5f + (float)p->a[i * p->m + j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g %.9g\n", g.a[i * M + j], (double)g.c[i * M + j]);
  free(g.a);
  free(g.b);
  free(g.c);
  return 0;
}
