/* bicg (s = A^T r, q = A p) with the problem as a struct of arrays passed by pointer: pointer members
   for the vectors and a flat matrix with its leading dimension as a member, the two products in one
   nest over i as in the textbook; a second call on a sub-problem (fewer rows). */
#include <stdio.h>
#include <stdlib.h>

struct bicg {
  int nx, ny, ld;
  double *a;
  double *r, *p;
  double *s, *q;
};

static void kernel(struct bicg *b) {
  int nx = b->nx, ny = b->ny, ld = b->ld;
#pragma scop
  for (int j = 0; j < ny; j++)
    b->s[j] = 0;
  for (int i = 0; i < nx; i++) {
    b->q[i] = 0;
    for (int j = 0; j < ny; j++) {
      b->s[j] = b->s[j] + b->r[i] * b->a[i * ld + j];
      b->q[i] = b->q[i] + b->a[i * ld + j] * b->p[j];
    }
  }
#pragma endscop
}

int main(void) {
  struct bicg pr;
  pr.nx = 40;
  pr.ny = 33;
  pr.ld = 36;
  pr.a = calloc((size_t)pr.nx * pr.ld, sizeof(double));
  pr.r = malloc(sizeof(double) * pr.nx);
  pr.q = malloc(sizeof(double) * pr.nx);
  pr.p = malloc(sizeof(double) * pr.ny);
  pr.s = malloc(sizeof(double) * pr.ny);
  for (int i = 0; i < pr.nx; i++) {
    pr.r[i] = (double)(i % 9) / 9.0;
    for (int j = 0; j < pr.ny; j++)
      pr.a[i * pr.ld + j] = (double)((i * (j + 1)) % pr.nx) / pr.nx;
  }
  for (int j = 0; j < pr.ny; j++)
    pr.p[j] = (double)(j % 5) / 5.0;
  kernel(&pr);
  double s1 = 0, s2 = 0;
  for (int j = 0; j < pr.ny; j++)
    s1 += pr.s[j] * (j + 1);
  for (int i = 0; i < pr.nx; i++)
    s2 += pr.q[i] * (i + 1);
  printf("%.10e %.10e\n", s1, s2);
  pr.nx = 25;
  kernel(&pr);
  printf("%.10e %.10e\n", pr.s[pr.ny - 1], pr.q[pr.nx - 1]);
  free(pr.a); free(pr.r); free(pr.q); free(pr.p); free(pr.s);
  return 0;
}
