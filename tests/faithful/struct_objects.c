/* Structures and unions in SCoPs: whole-object assignments (`a[i] = b[j]`) and members of arrays of
 * structures stay sequential with a warning (s2s does not model them), instead of failing the
 * translation; a structure parameter hides a global array of the same name (its member, read only, is
 * read into a local). The other SCoPs are translated. */
#include <stdio.h>

#define N 16

struct P { double x, y; };
union U { int i; float f; };

static struct P a[N], b[N];
static union U u[N], w[N];
static double D[N], E[N];
static double s[N];

void copy(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    a[i] = b[n - 1 - i];
    u[i] = w[i];
  }
#pragma endscop
}

void members(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    D[i] = a[i].x * a[i].y;
#pragma endscop
}

void hidden(int n, struct P s) {
#pragma scop
  for (int i = 0; i < n; i++)
    E[i] = s.x + i;
#pragma endscop
}

void plain(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    E[i] += D[i] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { b[i].x = i; b[i].y = 2 * i + 1; w[i].i = 3 * i; s[i] = -1; }
  copy(N);
  members(N);
  struct P p = { 1.5, 2.5 };
  hidden(N, p);
  plain(N);
  for (int i = 0; i < N; i++) printf("%g %g %d %g %g %g\n", a[i].x, a[i].y, u[i].i, D[i], E[i], s[i]);
  return 0;
}
