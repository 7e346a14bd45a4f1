/* SCoPs in a thread function of <pthread.h>: each thread writes its own row of a global 2-D array (a
   device translation would copy the whole array back from each thread), then sums a local array of its
   own (offloaded: the threads set the OpenCL device up at the same time, without OpenMP). */
#include <stdio.h>
#include <pthread.h>
#define T 4
#define N 256
double A[T][N], B[N], Out[T];

static void *worker(void *arg) {
  int k = *(int *)arg;
#pragma scop
  for (int i = 0; i < N; i++)
    A[k][i] = B[i] * (k + 1) - i;
#pragma endscop
  double t[N], s = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    t[i] = B[i] * k + A[k][i];
  for (int i = 0; i < N; i++)
    s += t[i];
#pragma endscop
  Out[k] = s;
  return NULL;
}

int main(void) {
  pthread_t th[T];
  int ids[T];
  for (int i = 0; i < N; i++) B[i] = i * 0.5;
  for (int k = 0; k < T; k++) { ids[k] = k; pthread_create(&th[k], NULL, worker, &ids[k]); }
  for (int k = 0; k < T; k++) pthread_join(th[k], NULL);
  for (int k = 0; k < T; k++) {
    double c = 0;
    for (int i = 0; i < N; i++) c += A[k][i] * (i % 3 + 1);
    printf("%d %.17g %.17g\n", k, c, Out[k]);
  }
  return 0;
}
