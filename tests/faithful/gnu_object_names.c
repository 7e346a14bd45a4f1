/* GNU ways to give one object two names or a hidden call, which the parse does not see: `alias("A")`
 * and an asm label (`extern double D[N] __asm__("C")`) make D another name of C, so a SCoP that reads D
 * and writes C carries a dependence the model did not have (the translations ran `C[i + 1] = D[i] * 2.0`
 * as a parallel loop); `cleanup(f)` calls f at the end of each iteration where the local it is on goes out
 * of scope (the translation dropped the calls). Such SCoPs stay sequential, with a warning. */
#include <stdio.h>

#define N 32

double A[N];
extern double B[N] __attribute__((alias("A")));
double C[N];
extern double D[N] __asm__("C");
double E[N];
static int cleaned;

static void done(double *p) { cleaned += (int)*p; }

void shift_alias(int n) {
#pragma scop
  for (int i = 0; i < n - 1; i++)
    A[i + 1] = B[i] + 1.0;
#pragma endscop
}

void shift_asm(int n) {
#pragma scop
  for (int i = 0; i < n - 1; i++)
    C[i + 1] = D[i] * 2.0;
#pragma endscop
}

void cleanup(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double t __attribute__((cleanup(done))) = A[i] * 2.0;
    E[i] = t + 1.0;
  }
#pragma endscop
}

void cleanup_shadow(int n) {
  double t = 0.5;
#pragma scop
  for (int i = 0; i < n; i++) {
    E[i] += t;
    {
      double t
        __attribute__((cleanup(done))) = E[i];
      A[i] = t * 0.5;
    }
  }
#pragma endscop
}

void plain(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    E[i] = A[i] + C[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 3; C[i] = 1 + i % 2; }
  shift_alias(N);
  shift_asm(N);
  cleanup(N);
  cleanup_shadow(N);
  plain(N);
  for (int i = 0; i < N; i++) printf("%g %g %g\n", A[i], C[i], E[i]);
  printf("%d\n", cleaned);
  return 0;
}
