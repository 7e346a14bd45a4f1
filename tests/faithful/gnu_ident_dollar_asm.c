/* GNU C that old and system code contains, around and inside SCoPs: `#ident` (and `#sccs`), which cc -E
   passes through to the parse: the whole file failed ("Directives not supported yet"); the lines are now
   blanked after preprocessing (they only put a string in the object file, and the output keeps them).
   Also `$` in identifiers (an array `x$data`, a scalar `scale$`), a compiler barrier
   `__asm__ __volatile__("" ::: "memory")` before the SCoP, `__label__` local labels,
   `__builtin_choose_expr` and `__builtin_types_compatible_p` in a bound (that SCoP stays sequential with a
   warning), `#pragma pack`, a `_Noreturn` function and `__extension__` before a declaration, and
   `__builtin_convertvector(v, type)`, whose type operand failed the parse ("invalid expression"). */
#include <stdio.h>
#include <stdlib.h>
#ident "faith18"
#sccs "@(#)faith18"
#pragma pack(push, 1)
struct packed { char c; int v; };
#pragma pack(pop)
#define N 1500
#define LEN __builtin_choose_expr(__builtin_types_compatible_p(int, int), N, 10)
double x$data[N], out$[N];
__extension__ static long long big = 1LL << 40;

_Noreturn static void die(const char *m) { fprintf(stderr, "%s\n", m); exit(1); }

static void kernel(int n, double scale$) {
  __label__ done;
  __asm__ __volatile__("" ::: "memory");
  if (n > N) die("too big");
#pragma scop
  for (int i = 0; i < n; i++)
    out$[i] = x$data[i] * scale$ + (double)(big >> 38);
#pragma endscop
#pragma scop
  for (int i = 1; i < LEN; i++)
    x$data[i] = x$data[i] + out$[i - 1] * 0.5;
#pragma endscop
  goto done;
done:
  return;
}

int main(void) {
  for (int i = 0; i < N; i++) x$data[i] = (i % 11) * 0.25;
  kernel(N, 1.5);
  kernel(N / 3, -2.0);
  double s = 0;
  for (int i = 0; i < N; i++) s += x$data[i] * (i % 5 + 1) + out$[i];
  typedef int v4i __attribute__((vector_size(16)));
  typedef double v4d __attribute__((vector_size(32)));
  v4i vi = {1, 2, 3, 4};
  v4d vd = __builtin_convertvector(vi, v4d);
  printf("%.10g %zu %g\n", s, sizeof(struct packed), vd[2]);
  return 0;
}
