/* Objects of file scope in the forms C allows, used by regions between host updates: an `extern` array of
   unknown size and a tentative definition `double F[];` completed after the functions, typedefs of array
   types (`typedef real vec[N]`, `typedef vec mat[M]`) for parameters and globals, an enumeration constant
   as the size, a file-scope accumulator; and a loop bound read through a structure pointer while the
   region writes an int array that is the structure's bound itself in one call. */
#include <stdio.h>
#include <stdint.h>
enum { N = 120, M = 8 };
typedef double real;
typedef real vec[N];
typedef int32_t idx_t;
typedef vec mat[M];
extern double E[];
extern int nE;
double F[];
static vec a, b;
static mat G;
static real acc;
struct cfg { int n; int pad; int data[100]; };

static void go(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    E[i] = E[i] * 0.5 + F[i + 1];
#pragma endscop
}

static void part(int lo, int hi) {
#pragma scop
  for (int i = lo; i < hi; i++)
    F[i] = E[i] + F[i];
#pragma endscop
}

static void step(vec out, const vec in, idx_t n) {
#pragma scop
  for (idx_t i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i + 1]) * (real)0.5;
#pragma endscop
}

static void rows(mat g, idx_t m) {
#pragma scop
  for (idx_t r = 0; r < m; r++)
    for (idx_t i = 0; i < N; i++) {
      g[r][i] = g[r][i] + a[i] * r;
      acc += g[r][i];
    }
#pragma endscop
}

static void fill(const struct cfg *c, int *out) {
#pragma scop
  for (int i = 0; i < c->n; i++)
    out[i] = 5 - i;
#pragma endscop
}

double E[64];
int nE = 64;
double F[80];

int main(void) {
  for (int i = 0; i < 64; i++) E[i] = i % 5;
  for (int i = 0; i < 80; i++) F[i] = -i * 0.25;
  go(nE - 1);
  F[70] = 3.0;
  part(10, 20);
  E[63] = 100.0;
  go(nE);
  part(60, 64);
  double s = 0;
  for (int i = 0; i < 64; i++) s += E[i] * (i % 3 + 1);
  for (int i = 0; i < 80; i++) s += F[i] * (i % 4 + 1);
  printf("extern %.17g\n", s);
  for (int i = 0; i < N; i++) { a[i] = i % 9; b[i] = 0; }
  for (int t = 0; t < 5; t++) { step(b, a, N); step(a, b, N - t); a[0] = t; }
  rows(G, M); rows(G, 3);
  s = acc;
  for (int i = 0; i < N; i++) s += a[i] * (i % 4) + b[i];
  for (int r = 0; r < M; r++) for (int i = 0; i < N; i++) s += G[r][i] * (i % 3);
  printf("typedefs %.17g\n", s);
  struct cfg c = { 50, 0, {0} };
  fill(&c, c.data);
  printf("cfg %d %d %d\n", c.n, c.data[3], c.data[49]);
  c.n = 10;
  fill(&c, &c.n);   /* out[0] is c.n: C's loop reads the bound again: out[0] = 5, then i < 5 */
  printf("cfg %d %d %d\n", c.n, c.pad, c.data[2]);
  return 0;
}
