/* A structure's pointer member aliasing a global array the SCoP also names: v.p = G + 1, so
   v.p[i] = G[i] * 0.5 + 1 carries a value from each i to the next (C's order); a second view's member
   points into another array (no overlap), and a pointer to a view (w->p) aliases v.p exactly. */
#include <stdio.h>
#define N 160

struct view {
  double *p;
  int n;
};

double G[N + 1], H[N + 1];

static void apply(struct view v, const struct view *w) {
#pragma scop
  for (int i = 0; i < v.n; i++)
    v.p[i] = G[i] * 0.5 + 1;
  for (int i = 0; i < w->n; i++)
    w->p[i] = w->p[i] + H[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i <= N; i++) {
    G[i] = i % 7;
    H[i] = (i % 3) * 0.25;
  }
  struct view a = {H + 1, N - 1}, b = {G + 1, N}, c = {G + 1, N / 2};
  apply(a, &a);
  apply(b, &c);
  double s = 0;
  for (int i = 0; i <= N; i++)
    s += G[i] * (i + 1) + H[i];
  printf("%.12g %g %g\n", s, G[N], H[N / 2]);
  return 0;
}
