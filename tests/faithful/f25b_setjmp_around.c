/* setjmp around calls of a SCoP function; a longjmp out of a helper called after the SCoP. */
#include <setjmp.h>
#include <stdio.h>
#define N 30

static jmp_buf env;
static double V[N], W[N];

static void check_after(int k) {
  if (W[k] > 20.0) longjmp(env, k + 1);
}

static void update(int n, double f) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    W[i] = V[i] * f + W[i];
#pragma endscop
  check_after(n - 1);
}

int main(void) {
  for (int i = 0; i < N; i++) V[i] = (i % 5) + 0.5;
  volatile int rounds = 0;
  int r = setjmp(env);
  if (r == 0) {
    for (;;) {
      update(N, 1.5);
      rounds++;
    }
  }
  printf("jumped back with %d after %d rounds\n", r, (int)rounds);
  for (int i = 0; i < N; i += 3) printf("%.6f ", W[i]);
  printf("\n");
  return 0;
}
