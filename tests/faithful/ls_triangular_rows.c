/* Scalars loaded from and stored into the lower triangle (j <= i), the inner loop bounded by both
   iterators (k from j to i), and an upper-triangle variant whose scalar is stored to the transposed
   element; the scalar is an int over double elements in one of them (truncation at the load). */
#include <stdio.h>
#define N 90
double T[N][N], U[N][N], V[N][N];

static void run(int n) {
  double w;
  int q;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      w = T[i][j];
      for (int k = j; k <= i; k++)
        w += U[i][k] * U[k][j];
      T[i][j] = w;
    }
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      w = U[i][j];
      for (int k = i; k < j; k++)
        w -= 0.5 * T[k][i];
      V[j][i] = w;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) {
      q = V[i][j];
      for (int k = 0; k < j; k++)
        q += (int)(U[k][j] * 4.0);
      V[i][j] = q;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      T[i][j] = (i + j) % 3; U[i][j] = ((i * 7 + j) % 5) * 0.3 - 0.4; V[i][j] = 0;
    }
  run(N);
  run(4);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += T[i][j] * ((i + j) % 5) + V[i][j] * (j % 3 + 1);
  printf("%.12g\n", s);
  return 0;
}
