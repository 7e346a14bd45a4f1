/* A scalar declared in the loop body that stands for one element during the iteration (loaded at the
   start, stored at the end: passes/forward.py replaces it by the element), beside ones that must not be
   replaced: the element is read again by another statement between load and store, the scalar has
   another type than the element (int vs double: truncation at every step), and the store happens only
   for some iterations (`if (j % 2 == 0) W[i][j] = c;`: replaced by W[i][j], the update `c = c * 3 + 1`
   wrote the element at odd j too, where C leaves it; wrong results on every target). */
#include <stdio.h>
#define N 50
double S[N][N], T[N][N], V[N][N];
int W[N][N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double best = S[i][j];
      for (int k = i; k < j; k++)
        best = best > S[i][k] + S[k][j] - 1 ? best : S[i][k] + S[k][j] - 1;
      S[i][j] = best;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double b = T[i][j];
      V[i][j] = T[i][j] * 2;
      b = b * 0.5 + j;
      T[i][j] = b;
    }
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++) {
      int w = T[i][j];
      for (int k = 0; k < 3; k++)
        w = w + T[i - 1][j] * 0.3;
      T[i][j] = w;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int c = W[i][j];
      c = c * 3 + 1;
      if (j % 2 == 0)
        W[i][j] = c;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      S[i][j] = (i * 7 + j * 3) % 10 - 5;
      T[i][j] = (i + j) % 6 * 1.5;
      W[i][j] = i - j;
    }
  kernel(N);
  kernel(3);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += (S[i][j] + T[i][j] * 2 + V[i][j] * 3 + W[i][j] * 4) * ((i + j) % 7 + 1);
  printf("%.12g\n", s);
  return 0;
}
