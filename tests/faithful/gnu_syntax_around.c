/* Syntax around SCoPs that cc accepts in its default dialect: range designators ([0 ... 7] = 1), binary
   constants (0b1011), the escape \e, $ in identifiers, a variadic helper that reads its arguments with
   va_arg (a type as an argument), empty initialisers ({}), a default label at the end of a switch, and
   a declaration right after a label. */
#include <stdio.h>
#include <stdarg.h>
#define N 32
double A[N], B[N] = {};
int T[16] = { [0 ... 7] = 1, [8 ... 15] = 2 };
int mask = 0b1011;
char esc = '\e';
int dollar$ = 4;
struct pt { double x, y; } P = {};

static double vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int k = 0; k < n; k++) s += va_arg(ap, double);
  va_end(ap);
  return s;
}

static void f(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * 2 + T[i % 16] + mask + dollar$;
#pragma endscop
}

static void g(int n, int k) {
  double loc[4] = {};
  switch (k) {
  case 1:
    loc[0] = 1;
  default:
  }
  if (k > 5) goto out;
  int m = n;
#pragma scop
  for (int i = 0; i < m; i++)
    B[i] = B[i] + loc[0] + i;
#pragma endscop
out:
  int z = 3;
  B[0] += z;
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i;
  f(N);
  g(N, 1);
  g(N, 7);
  g(5, 0);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] + 3 * B[i];
  printf("%g %d %.12g %g\n", vsum(3, A[0], A[1], A[N - 1]), esc, s, P.x);
  return 0;
}
