/* Data in structures used by name in SCoPs: a structure of arrays through a pointer (`s->b[i][j]`)
   and by value (`S.a[i]`), an array of structures (`P[i].x`): these SCoPs stay sequential with a
   warning; a global array also reached through a global pointer to it (`G[i] = gp[i - 1]`) is
   translated with a runtime overlap test. */
#include <stdio.h>
#define N 100
struct soa { double a[N]; double b[N][N]; int n; };
struct pt { double x, y; };
static struct soa S;
static struct pt P[N];
static double G[N], H[N];
static double *gp = G;

static void soa_ptr(struct soa *s, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s->b[i][j] = s->b[i][j] + s->a[i] * j;
#pragma endscop
}

static void soa_val(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    S.a[i] = S.b[i][i] * 2.0;
#pragma endscop
}

static void aos(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    P[i].x = P[i].y * 3 + i;
#pragma endscop
}

static void through(int n) {
#pragma scop
  for (int i = 1; i < n; i++)
    G[i] = gp[i - 1] + H[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    S.a[i] = i * 0.5; P[i].y = i - 3; G[i] = i; H[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++) S.b[i][j] = (i + j) % 7;
  }
  soa_ptr(&S, N);
  soa_val(N);
  aos(N);
  through(N);
  double s = 0;
  for (int i = 0; i < N; i++) { s = s * 0.99 + S.a[i] + P[i].x + G[i]; for (int j = 0; j < N; j++) s += S.b[i][j] * 1e-3; }
  printf("%.10g\n", s);
  return 0;
}
