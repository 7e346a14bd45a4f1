/* Two SCoP functions run at once in `omp sections`, and as `omp task`s, on disjoint arrays. */
#include <stdio.h>
#define N 90

static double P[N], Q[N], R[N], S[N];

static void left(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    P[i] = i * 0.5 + Q[i];
#pragma endscop
}

static void right(int n) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    R[i] = S[i] * S[i] - i;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { Q[i] = i % 4; S[i] = (i % 6) * 0.5; }
#pragma omp parallel sections
  {
#pragma omp section
    left(N);
#pragma omp section
    right(N);
  }
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
    left(N / 2);
#pragma omp task
    right(N - 1);
#pragma omp taskwait
  }
  double a = 0, b = 0;
  for (int i = 0; i < N; i++) { a += P[i]; b += R[i]; }
  printf("%.6f %.6f\n", a, b);
  return 0;
}
