/* GNU C in the functions that hold SCoPs (cc's default dialect): `a ?: b` (its value a where a is
   nonzero), in host code and in a SCoP statement, case ranges, designator ranges in a file-scope and a
   local table, __auto_type, __real__ and __imag__ of a complex local, __builtin_types_compatible_p, a
   label's address with a computed goto, __complex__, and a local label (__label__) in a statement
   expression.  The parse used to fail on each of them outside a set-aside body.  A SCoP using __real__
   or an __auto_type object stays sequential. */
#include <stdio.h>
#define N 48
#define ORELSE(a, b) ((a) ?: (b))
static double A[N], B[N], C[N];
static const int kind[16] = { [0 ... 3] = 1, [4 ... 9] = 2, [10 ... 15] = 3 };

static int classify(int c) {
  switch (c) {
  case 'a' ... 'z': return 1;
  case 'A' ... 'Z': return 2;
  case '0' ... '9': return 3;
  default: return 0;
  }
}

int main(int argc, char **argv) {
  int n = (argc > 5) ?: N;
  n = n == 1 ? N : n;
  static int w[N] = { [0 ... N / 2 - 1] = 2, [N / 2 ... N - 1] = 5 };
  __auto_type scale = 0.5;
  double _Complex z = 3.0 + 2.0 * 1.0i;
  double re = __real__ z, im = __imag__ z;
  int compat = __builtin_types_compatible_p(int, long) + 2 * __builtin_types_compatible_p(int, signed);
  for (int i = 0; i < N; i++) { A[i] = (i % 5) * (i % 2) - 1.5 * (i % 3 == 0); B[i] = i - 20; }
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = ORELSE(A[i], B[i] * 2) + (w[i] ?: 7) + kind[i % 16];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = B[i] * scale + re - im;
#pragma endscop
  double _Complex zz[4] = { 1.0, 2.0, 3.0, 4.0 };
#pragma scop
  for (int i = 0; i < 4; i++)
    A[i] = __real__ zz[i] + __imag__ zz[3 - i];
#pragma endscop
  void *next = &&second;
  int passes = 0;
first:
  passes++;
  if (passes < 3) goto *next;
  goto done;
second:
  passes += 10;
  goto first;
done:;
  __complex__ double zc = 2.0;
  passes += (int)__real__ zc + ({ __label__ skip; int r = passes; if (r > 2) goto skip; r = 0; skip: r; });
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i + 1) + B[i] * 3 + C[i] * 7;
  printf("%.17g %d %d %d %d %d\n", s, classify('q') + 4 * classify('Q') + 16 * classify('5') + 64 * classify('%'),
         compat, passes, n, (int)ORELSE(0, 9));
  return 0;
}
