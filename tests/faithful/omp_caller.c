/* A function with a SCoP called from the threads of the user's own `#pragma omp parallel for` (each on
   its own row): with the OpenMP target the generated code runs inside those threads, so whatever it
   keeps (private scalars, partial sums of a reduction, the iterators' final values) must belong to the
   call, not to the program. */
#include <stdio.h>
#define R 16
#define N 300
static double A[R][N], S[R];
static int Last[R];

static void row(double *a, double *s, int *last, int n, double f) {
  int i;
  double acc = 0.0;
#pragma scop
  for (i = 0; i < n; i++) {
    double t = a[i] * f;
    a[i] = t * t - a[i];
  }
  for (i = 0; i < n; i++)
    acc += a[i];
#pragma endscop
  *s = acc;
  *last = i;
}

int main(void) {
  for (int r = 0; r < R; r++) for (int i = 0; i < N; i++) A[r][i] = (r * 7 + i * 3) % 11 * 0.125;
#pragma omp parallel for
  for (int r = 0; r < R; r++)
    row(A[r], &S[r], &Last[r], N - r * 5, 1.0 + r * 0.01);
  for (int r = 0; r < R; r++) {
    double c = 0;
    for (int i = 0; i < N; i++) c += A[r][i] * (i % 5 + 1);
    printf("%d %.10g %.10g %d\n", r, S[r], c, Last[r]);
  }
  return 0;
}
