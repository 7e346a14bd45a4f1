/* In-place permutations through a scalar temporary: a transpose of the upper triangle swapped with the
   lower one (each pair swapped once: parallel), a reversal of a vector in halves, a rotation of each row
   by one with a saved first element, an in-place shift left (A[i] = A[i + 1]: reads the old neighbour),
   and a swap of two rows' halves through a struct-free pair of locals. */
#include <stdio.h>
#define N 300
double T[N][N], V[4 * N], R[N][N], L[4 * N];
int P[2][N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double t = T[i][j];
      T[i][j] = T[j][i];
      T[j][i] = t;
    }
  for (int i = 0; i < 2 * n; i++) {
    double t = V[i];
    V[i] = V[4 * n - 1 - i];
    V[4 * n - 1 - i] = t;
  }
  for (int i = 0; i < n; i++) {
    double first = R[i][0];
    for (int j = 0; j < n - 1; j++)
      R[i][j] = R[i][j + 1];
    R[i][n - 1] = first;
  }
  for (int i = 0; i < 4 * n - 1; i++)
    L[i] = L[i + 1];
  for (int j = 0; j < n / 2; j++) {
    int a = P[0][j], b = P[1][j + n / 2];
    P[0][j] = b;
    P[1][j + n / 2] = a;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { T[i][j] = i * 1000 + j; R[i][j] = (i * 7 + j) % 13; }
  for (int i = 0; i < 4 * N; i++) { V[i] = i; L[i] = i % 17; }
  for (int j = 0; j < N; j++) { P[0][j] = j; P[1][j] = -j; }
  kernel(N);
  kernel(5);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += T[i][j] * ((i + 3 * j) % 7) + R[i][j] * ((i * j) % 5);
  for (int i = 0; i < 4 * N; i++) s += V[i] * (i % 3) + L[i] * (i % 11);
  long p = 0;
  for (int j = 0; j < N; j++) p += P[0][j] * (j % 7) + P[1][j] * (j % 5);
  printf("%.10g %ld\n", s, p);
  return 0;
}
