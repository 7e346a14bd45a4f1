/* Data reached through structures, unions and bit-fields, as C programs keep it: a flexible array member
 * (`struct buf { int n; double v[]; }`) and an array inside a structure reached through a pointer, a
 * union whose array is read through its other member between SCoPs, bit-fields as bounds and values.
 * SCoPs that name the structure stay sequential, with a warning; those that read the members through
 * local copies and pointers (`double *a0 = &m->a[0][0]`, `int lim = f.lim`) are translated. */
#include <stdio.h>
#include <stdlib.h>

#define N 24

struct buf { int n; double v[]; };
struct mat { int rows; double a[N][N]; };
union pun { double d[N]; unsigned long long u[N]; };
struct flags { unsigned lim : 5; int neg : 4; unsigned on : 1; };

static union pun P;
static double Q[N], R[N], S[N];
static int I[N];

void through_struct(struct buf *b, double *out, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    out[i] = b->v[i] * 2.0 + b->v[n - 1 - i];
#pragma endscop
}

void through_member_pointer(struct buf *b, int n) {
  double *v = b->v;
#pragma scop
  for (int i = 0; i < n; i++)
    S[i] = v[i] * 0.5 - v[(i + 3) % N];
#pragma endscop
}

void rows(struct mat *m, double *y, int n) {
  double *a0 = &m->a[0][0];
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j < n; j++)
      y[i] += a0[i * N + j] * j;
  }
#pragma endscop
}

void punned(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    P.d[i] = i * 0.25 - 3;
#pragma endscop
}

void union_view(int n) {
  double *d = P.d;
#pragma scop
  for (int i = 1; i < n; i++)
    R[i] = d[i] - d[i - 1];
#pragma endscop
}

void bits_copied(struct flags f, int n) {
  int lim = f.lim, neg = f.neg;
  unsigned ulim = f.lim;
#pragma scop
  for (int i = 0; i < lim && i < n; i++) {
    I[i] = neg * i + (lim - 20) / 3 + (int)(ulim - 20u > 5u);
    Q[i] = lim - 20;
  }
#pragma endscop
}

void bits_direct(struct flags f) {
#pragma scop
  for (int i = 0; i < f.lim; i++)
    Q[i] += f.neg * i + (f.lim - 20) / 3;
#pragma endscop
}

int main(void) {
  struct buf *b = malloc(sizeof *b + N * sizeof(double));
  b->n = N;
  for (int i = 0; i < N; i++) b->v[i] = i * 1.5 - 4;
  double out[N], y[N];
  through_struct(b, out, b->n);
  through_member_pointer(b, b->n);
  struct mat *m = malloc(sizeof *m);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) m->a[i][j] = (i + 2 * j) % 7;
  rows(m, y, N);
  punned(N);
  unsigned long long x = 0;
  for (int i = 0; i < N; i++) x ^= P.u[i] >> 7;
  union_view(N);
  struct flags f = { 17, -5, 1 };
  bits_copied(f, N);
  bits_direct(f);
  for (int i = 0; i < N; i++)
    printf("%g %g %g %d %g %g %g\n", out[i], y[i], P.d[i], I[i], Q[i], R[i], S[i]);
  printf("%llu\n", x);
  free(b);
  free(m);
  return 0;
}
