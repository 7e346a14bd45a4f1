/* Reductions whose results feed the next outer iteration: a Levinson-Durbin recursion (the sum over
   i < k gives alpha, which updates y for the next k), a power iteration (norm of y, then x = y / norm,
   then y = A x), and Gram-Schmidt (a dot product per earlier vector, then the projection removed). */
#include <math.h>
#include <stdio.h>

#define N 120
#define ITERS 6
#define V 6
#define L 64

static double r[N], y[N], z[N];
static double A[N][N], x[N], w[N];
static double Q[V][L];

int main(void)
{
  for (int i = 0; i < N; i++) {
    r[i] = 1.0 / (2.0 + i);
    x[i] = 1.0;
    for (int j = 0; j < N; j++)
      A[i][j] = (i == j) ? 4.0 : 1.0 / (1.0 + (double)((i + j) % 13));
  }
  for (int v = 0; v < V; v++)
    for (int l = 0; l < L; l++)
      Q[v][l] = 1.0 + (double)((v * 7 + l * 3) % 11) / (1.0 + v);
  double alpha, beta, sum, nrm = 0.0;
#pragma scop
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (int k = 1; k < N; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (int i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
  for (int t = 0; t < ITERS; t++) {
    for (int i = 0; i < N; i++) {
      w[i] = 0.0;
      for (int j = 0; j < N; j++)
        w[i] += A[i][j] * x[j];
    }
    nrm = 0.0;
    for (int i = 0; i < N; i++)
      nrm += w[i] * w[i];
    nrm = sqrt(nrm);
    for (int i = 0; i < N; i++)
      x[i] = w[i] / nrm;
  }
  for (int v = 0; v < V; v++) {
    for (int u = 0; u < v; u++) {
      double d = 0.0;
      for (int l = 0; l < L; l++)
        d += Q[u][l] * Q[v][l];
      for (int l = 0; l < L; l++)
        Q[v][l] -= d * Q[u][l];
    }
    double q = 0.0;
    for (int l = 0; l < L; l++)
      q += Q[v][l] * Q[v][l];
    for (int l = 0; l < L; l++)
      Q[v][l] /= sqrt(q);
  }
#pragma endscop
  printf("%.9e %.9e %.9e\n", alpha, beta, nrm);
  for (int i = 0; i < N; i += 11)
    printf("%.9e %.9e\n", y[i], x[i]);
  for (int v = 0; v < V; v++)
    printf("%.9e %.9e\n", Q[v][0], Q[v][L - 1]);
  return 0;
}
