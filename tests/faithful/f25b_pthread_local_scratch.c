/* Three threads call a function whose SCoP works on a stack VLA and a static-size local scratch of
   each call, results returned through an out array of the caller. */
#include <pthread.h>
#include <stdio.h>
#define N 40

struct arg { int id; int n; double out[N]; };

static void compute(int id, int n, double *out) {
  double tmp[n];
  double sq[N];
  int i;
  for (i = 0; i < n; i++) tmp[i] = (double)((i + id * 7) % 13);
#pragma scop
  for (i = 0; i < n; i++)
    sq[i] = tmp[i] * tmp[i] + id;
  for (i = 0; i < n; i++)
    out[i] = sq[i] - (i > 0 ? sq[i - 1] : 0.0);
#pragma endscop
}

static void *run(void *p) {
  struct arg *a = p;
  for (int r = 0; r < 5; r++) compute(a->id, a->n, a->out);
  return 0;
}

int main(void) {
  struct arg args[3];
  pthread_t th[3];
  for (int t = 0; t < 3; t++) {
    args[t].id = t + 1;
    args[t].n = N - 10 * t;
    for (int i = 0; i < N; i++) args[t].out[i] = -1.0;
    pthread_create(&th[t], 0, run, &args[t]);
  }
  for (int t = 0; t < 3; t++) pthread_join(th[t], 0);
  for (int t = 0; t < 3; t++) {
    for (int i = 0; i < N; i += 6) printf("%g ", args[t].out[i]);
    printf("\n");
  }
  return 0;
}
