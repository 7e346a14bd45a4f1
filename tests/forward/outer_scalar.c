/* Scalars declared outside the loops (privatized, then forwarded): an LU factorisation with the dot
   products in one scalar w, the two triangular solves with w loaded from one vector and stored into
   another, and a scaled accumulation whose store divides by another element.  And two that must keep
   their scalar: a store that reads the element it writes (s = P[i][j] ...; P[i][j] = s / P[i][j]), and a
   value that is only read between its load and its store (t, trmm's shape). */
#include <stdio.h>

#define N 48

static double A[N][N], b[N], x[N], y[N], P[N][N], Q[N][N], R[N][N];

static void kernel(int n)
{
  int i, j, k;
  double w, s, t;
#pragma scop
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (j = i; j < n; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (i = 0; i < n; i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (i = n - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
  for (i = 0; i < n; i++)
    for (j = 1; j < n; j++) {
      s = P[i][j];
      for (k = 0; k < n; k++)
        s += Q[i][k] * Q[k][j];
      P[i][j] = s / P[i][j];
    }
  for (j = 0; j < n; j++)
    for (k = 0; k < n; k++) {
      t = 0.5 * R[k][j];
      for (i = 0; i < k; i++)
        R[i][j] += t * Q[i][k];
      R[k][j] = t * Q[k][k];
    }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    b[i] = (double)(i % 7) - 3.0;
    x[i] = y[i] = 0;
    for (int j = 0; j < N; j++) {
      A[i][j] = i == j ? N + 1.0 + i % 3 : (double)((i * 5 + j * 3) % 11) / 11.0;
      P[i][j] = 1.0 + (double)((i + j) % 5);
      Q[i][j] = (double)((i * j + 1) % 9) / 9.0 - 0.4;
      R[i][j] = (double)((2 * i + j) % 13) / 13.0;
    }
  }
  kernel(N);
  double sa = 0, sp = 0, sr = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sa += A[i][j] * (1 + (i + j) % 3);
      sp += P[i][j] * (1 + (i * j) % 4);
      sr += R[i][j] * (1 + (i + 2 * j) % 5);
    }
  printf("%.12e %.12e %.12e\n", sa, sp, sr);
  for (int i = 0; i < N; i += 5)
    printf("%.12e %.12e %.12e %.12e\n", x[i], y[i], A[i][N - 1 - i], P[i][(i + 3) % N]);
  return 0;
}
