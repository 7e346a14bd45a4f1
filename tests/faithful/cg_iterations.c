/* A conjugate-gradient solver on a tridiagonal system written as users write it: a matrix-vector product,
   dot products into locals, scalars alpha and beta computed on the host between SCoPs from the SCoPs'
   results, axpy updates, and a stop when the residual is small (the number of iterations printed). */
#include <stdio.h>
#include <math.h>
#define N 3000
double x[N], r[N], p[N], q[N], b[N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) { b[i] = 1.0 + (i % 10) * 0.1; x[i] = 0; r[i] = b[i]; p[i] = b[i]; }
  double rr = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    rr += r[i] * r[i];
#pragma endscop
  int it;
  for (it = 0; it < 200 && sqrt(rr) > 1e-10; it++) {
    double pq = 0;
#pragma scop
    q[0] = 4 * p[0] - p[1];
    for (int i = 1; i < n - 1; i++)
      q[i] = 4 * p[i] - p[i - 1] - p[i + 1];
    q[n - 1] = 4 * p[n - 1] - p[n - 2];
    for (int i = 0; i < n; i++)
      pq += p[i] * q[i];
#pragma endscop
    double alpha = rr / pq, rr2 = 0;
#pragma scop
    for (int i = 0; i < n; i++) {
      x[i] += alpha * p[i];
      r[i] -= alpha * q[i];
    }
    for (int i = 0; i < n; i++)
      rr2 += r[i] * r[i];
#pragma endscop
    double beta = rr2 / rr;
    rr = rr2;
#pragma scop
    for (int i = 0; i < n; i++)
      p[i] = r[i] + beta * p[i];
#pragma endscop
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i] * (i % 7 + 1);
  printf("%d %.8g\n", it, s);
  return 0;
}
