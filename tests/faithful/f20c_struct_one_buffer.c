/* Struct members pointing into one buffer: a struct of field pointers (x, y, z) that are consecutive
   slices of one allocation, the same struct with overlapping slices (y = x + 1), and a function that
   copies the members into local pointers before the SCoP. */
#include <stdio.h>
#include <stdlib.h>
#define N 90
struct fields { double *x, *y, *z; int n; };

static void advance(struct fields *f, double dt) {
  double *x = f->x, *y = f->y;
  const double *z = f->z;
  int n = f->n;
#pragma scop
  for (int i = 0; i < n; i++) {
    x[i] = x[i] + dt * y[i];
    y[i] = y[i] - dt * z[i] * x[i];
  }
#pragma endscop
}

int main(void) {
  double *buf = malloc(sizeof(double) * (3 * N + 2));
  for (int i = 0; i < 3 * N + 2; i++) buf[i] = (i % 13) * 0.1 - 0.6;
  struct fields a = { buf, buf + N, buf + 2 * N, N };
  advance(&a, 0.01);
  struct fields b = { buf, buf + 1, buf + 2, N };      /* overlapping: y[i] is x[i + 1] */
  advance(&b, 0.02);
  struct fields c = { buf + N, buf + N, buf, N };      /* x and y the same slice */
  advance(&c, 0.5);
  double s = 0;
  for (int i = 0; i < 3 * N + 2; i++) s += buf[i] * (i % 7 + 1);
  printf("%.17g\n", s);
  for (int i = 0; i < 3 * N + 2; i += 13) printf("%.17g\n", buf[i]);
  free(buf);
  return 0;
}
