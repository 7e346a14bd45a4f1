/* setjmp in the function that holds the SCoP: a longjmp from a helper called after the SCoP re-runs it
   (a volatile count of tries), three times, then returns. */
#include <setjmp.h>
#include <stdio.h>
#define N 50
static jmp_buf env;
double A[N], B[N];
static void boom(int k) { if (k > 2) longjmp(env, k); }
static int run(int n) {
  volatile int tries = 0;
  int i;
  if (setjmp(env) != 0) {
    tries++;
    if (tries > 3) return tries;
  }
#pragma scop
  for (i = 0; i < n; i++)
    A[i] = A[i] + i * 0.5;
  for (i = 1; i < n; i++)
    B[i] = A[i] - A[i - 1];
#pragma endscop
  boom(tries + 3);
  return -1;
}
int main(void) {
  int t = run(N);
  printf("%d %.6f %.6f\n", t, A[N - 1], B[7]);
  return 0;
}
