/* Two threads call one translated function at once, each on its own heap arrays. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#define N 200

struct job { int n; double *x, *y; double a; };

static void saxpy_twice(int n, double a, double *x, double *y) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
  for (i = 1; i < n; i++)
    x[i] = y[i] - y[i - 1] * 0.5;
#pragma endscop
}

static void *work(void *p) {
  struct job *j = p;
  for (int k = 0; k < 20; k++) saxpy_twice(j->n, j->a, j->x, j->y);
  return NULL;
}

int main(void) {
  struct job jobs[2];
  pthread_t th[2];
  for (int t = 0; t < 2; t++) {
    jobs[t].n = N - 37 * t;
    jobs[t].a = 0.5 + 0.25 * t;
    jobs[t].x = malloc(sizeof(double) * N);
    jobs[t].y = malloc(sizeof(double) * N);
    for (int i = 0; i < N; i++) { jobs[t].x[i] = (i % 11) * 0.1 + t; jobs[t].y[i] = (i % 5) * 0.2; }
  }
  for (int t = 0; t < 2; t++) pthread_create(&th[t], NULL, work, &jobs[t]);
  for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
  for (int t = 0; t < 2; t++) {
    double s = 0;
    for (int i = 0; i < N; i++) s += jobs[t].y[i] * (i % 3 + 1) + jobs[t].x[i];
    printf("job %d: %.10e %.10e\n", t, s, jobs[t].y[N / 3]);
    free(jobs[t].x); free(jobs[t].y);
  }
  return 0;
}
