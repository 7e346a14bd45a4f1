/* A function body that s2s does not parse (a GNU nested function) is set aside and kept as written; it still runs.
 * Here main starts the threads, each running SCoPs on its own row of A: s2s did not see the
 * pthread_create in the set-aside body, and the OpenCL translation copied all of A back from each thread
 * (its row written, the others as copied in), over the other threads' rows: the sum differed from run
 * to run. What a set-aside body names, calls and starts is now read from its words. */
#include <stdio.h>
#include <pthread.h>

#define N 64
#define T 4

static double A[T][N];
static double B[N];

static void rowwork(int k, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[k][i] = A[k][i] * 0.5 + k + i;
#pragma endscop
}

static void *worker(void *arg) {
  int k = (int)(long)arg;
  for (int r = 0; r < 40; r++) rowwork(k, N);
  return 0;
}

/* called by main, which runs beside the threads it started: kept on the host too (as in parsed code) */
static void alone(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = i * 0.25 + 1.0;
#pragma endscop
}

int main(int argc, char **argv) {
  pthread_t th[T];
  int pick(int v) { return argc > 5 ? v + 1 : v; }     /* GNU C: a nested function */
  int n = pick(T - 1) + 1;
  (void)argv;
  for (long k = 0; k < n; k++) pthread_create(&th[k], 0, worker, (void *)k);
  for (int k = 0; k < n; k++) pthread_join(th[k], 0);
  alone(N);
  double s = 0;
  for (int k = 0; k < T; k++)
    for (int i = 0; i < N; i++) s += A[k][i] * (k + 1) + B[i];
  printf("%.17g\n", s);
  return 0;
}
