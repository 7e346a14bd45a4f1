/* main starts threads of <pthread.h> that fill rows 1.. of a global array, and fills row 0 itself with a
   SCoP before it joins them: a device translation of main's SCoP would copy the whole array back over
   the rows the threads are writing. */
#include <stdio.h>
#include <pthread.h>
#define T 4
#define N 20000
double A[T][N], B[N];

static void *worker(void *arg) {
  int k = *(int *)arg;
  for (int r = 0; r < 20; r++)
    for (int i = 0; i < N; i++)
      A[k][i] = B[i] * (k + 1) + r;
  return NULL;
}

int main(void) {
  pthread_t th[T];
  int ids[T];
  for (int i = 0; i < N; i++) B[i] = i * 0.5;
  for (int k = 1; k < T; k++) { ids[k] = k; pthread_create(&th[k], NULL, worker, &ids[k]); }
  for (int r = 0; r < 20; r++) {
#pragma scop
    for (int i = 0; i < N; i++)
      A[0][i] = B[i] - r;
#pragma endscop
  }
  for (int k = 1; k < T; k++) pthread_join(th[k], NULL);
  for (int k = 0; k < T; k++) {
    double c = 0;
    for (int i = 0; i < N; i++) c += A[k][i] * (i % 3 + 1);
    printf("%d %.17g\n", k, c);
  }
  return 0;
}
