/* Small dense linear algebra (sizes 1..24, so that the host loops of small launches run as one
   work-group): LU without pivoting, a forward and a backward substitution, Cholesky, Gauss-Jordan
   elimination with a pivot row scaled by one thread, and modified Gram-Schmidt with norms in scalars. */
#include <stdio.h>
#include <math.h>
#define N 24
double A[N][N], L[N][N], b[N], x[N], y[N], G[N][2 * N], Q[N][N], Rr[N][N], V[N][N];

static void lu(int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    for (int i = k + 1; i < n; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j];
  }
  for (int i = 0; i < n; i++) {
    y[i] = b[i];
    for (int j = 0; j < i; j++)
      y[i] = y[i] - A[i][j] * y[j];
  }
  for (int i = n - 1; i >= 0; i--) {
    x[i] = y[i];
    for (int j = i + 1; j < n; j++)
      x[i] = x[i] - A[i][j] * x[j];
    x[i] = x[i] / A[i][i];
  }
#pragma endscop
}

static void cholesky(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        L[i][j] -= L[i][k] * L[j][k];
      L[i][j] /= L[j][j];
    }
    for (int k = 0; k < i; k++)
      L[i][i] -= L[i][k] * L[i][k];
    L[i][i] = sqrt(L[i][i]);
  }
#pragma endscop
}

static void gauss_jordan(int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    double p = G[k][k];
    for (int j = 0; j < 2 * n; j++)
      G[k][j] = G[k][j] / p;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < 2 * n; j++)
        if (i != k)
          G[i][j] = G[i][j] - G[i][k] * G[k][j] * (j != k) - (j == k) * 0.0;
    for (int i = 0; i < n; i++)
      if (i != k)
        G[i][k] = 0;
  }
#pragma endscop
}

static void gram_schmidt(int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    double nrm = 0;
    for (int i = 0; i < n; i++)
      nrm += V[i][k] * V[i][k];
    Rr[k][k] = sqrt(nrm);
    for (int i = 0; i < n; i++)
      Q[i][k] = V[i][k] / Rr[k][k];
    for (int j = k + 1; j < n; j++) {
      Rr[k][j] = 0;
      for (int i = 0; i < n; i++)
        Rr[k][j] += Q[i][k] * V[i][j];
      for (int i = 0; i < n; i++)
        V[i][j] = V[i][j] - Q[i][k] * Rr[k][j];
    }
  }
#pragma endscop
}

static void init(int n) {
  for (int i = 0; i < N; i++) {
    b[i] = i + 1;
    for (int j = 0; j < N; j++) {
      A[i][j] = (i == j) * n + 1.0 / (i + j + 1);
      L[i][j] = 0;
      V[i][j] = (i == j) * 2.0 + ((i * 7 + j * 3) % 5) * 0.1;
      Q[i][j] = Rr[i][j] = 0;
    }
    for (int j = 0; j < 2 * N; j++) G[i][j] = (j < N) ? A[i][j] : (j - N == i);
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += A[i][k] * A[j][k];
      L[i][j] = s;
    }
}

int main(void) {
  int sizes[] = {N, 1, 2, 7, 16};
  for (int c = 0; c < 5; c++) {
    int n = sizes[c];
    init(n);
    lu(n); cholesky(n); gauss_jordan(n); gram_schmidt(n);
    double s = 0;
    for (int i = 0; i < N; i++) {
      s += x[i] * (i + 1) + y[i];
      for (int j = 0; j < N; j++) s += A[i][j] + L[i][j] * 0.5 + Q[i][j] + Rr[i][j] * 0.25 + V[i][j] + G[i][j + N] * 0.1;
    }
    printf("%d %.9g\n", n, s);
  }
  return 0;
}
