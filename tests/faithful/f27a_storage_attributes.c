/* Declaration forms of the arrays and helpers SCoPs use: _Alignas/alignas on arrays, _Thread_local
   arrays, __attribute__ after declarators, on parameters and labels, __extension__, asm labels on
   helpers, _Noreturn/noreturn functions, inline definitions, unnamed parameters, empty declarations. */
#include <stdio.h>
#include <stdlib.h>
#include <stdalign.h>
#include <stdnoreturn.h>
#define N 128

_Alignas(64) double A[N];
alignas(32) static double B[N];
double C[N] __attribute__((aligned(16), used));
__attribute__((aligned(8))) int K[N];
_Thread_local double T[N];
static __thread int U[N];
__extension__ static long long W[N];
;;
int helper(int x) __asm__("s2s_helper_renamed");
int helper(int x) { return x * 3 + 1; }
static inline int twice(int x) { return 2 * x; }
_Noreturn static void die(const char *m) { fprintf(stderr, "%s\n", m); exit(3); }
noreturn void die2(void);
void die2(void) { exit(4); }
static int ignore_second(int a, int) { return a; }
static double attr_param(double x __attribute__((unused)), __attribute__((unused)) int y) { return 1.5; }

static void work(int n __attribute__((unused)), double s) {
  if (n > N) die("too big");
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = B[i] * s + C[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    T[i] = A[i] - K[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    U[i] = K[i] * 2 + (int)T[i];
    W[i] = __extension__ (long long)U[i] * 100000LL;
  }
#pragma endscop
#pragma scop
  for (int i = 1; i < N; i++)
    B[i] = B[i - 1] * 0.5 + T[i];
#pragma endscop
  unused_label: __attribute__((unused));
}

int main(void) {
  if (ignore_second(1, 2) != 1) die2();
  for (int i = 0; i < N; i++) {
    B[i] = i * 0.5; C[i] = (i % 9) * 1.25; K[i] = helper(i % 11) - twice(i % 4);
  }
  work(N, attr_param(0, 0));
  double s = 0; long long w = 0;
  for (int i = 0; i < N; i++) { s += A[i] + B[i] + T[i]; w += W[i] + U[i]; }
  printf("%.17g %lld %d\n", s, w, (int)((unsigned long)A % 64 == 0));
  return 0;
}
