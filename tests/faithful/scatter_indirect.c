/* Indirect subscripts: a histogram (H[K[i]]++), a scatter through a permutation that is in fact a
   permutation (the compiler cannot know), a gather, and a scatter through an index array with collisions
   where the last writer must win. */
#include <stdio.h>
#define N 512
#define B 16
int K[N], P[N], H[B], G[N];
double X[N], Y[N], Z[N], S[B];

static void work(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    H[K[i]] = H[K[i]] + 1;
  for (int i = 0; i < n; i++)
    S[K[i]] += X[i];
  for (int i = 0; i < n; i++)
    Y[P[i]] = X[i] * 2.0 + i;
  for (int i = 0; i < n; i++)
    Z[i] = Y[P[i]] + X[K[i]];
  for (int i = 0; i < n; i++)
    G[K[i] * 3] = i;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    K[i] = (i * 11 + 3) % B;
    P[i] = (i * 5 + 7) % N;     /* 5 is coprime with 512: a permutation */
    X[i] = (i % 17) * 0.125;
    G[i] = -1;
  }
  work(N);
  work(100);
  double s = 0;
  for (int i = 0; i < N; i++) s += Y[i] * (i % 7) + Z[i] + G[i];
  for (int b = 0; b < B; b++) printf("%d %g\n", H[b], S[b]);
  printf("%.12g\n", s);
  for (int i = 0; i < 3 * B; i++) printf("%d ", G[i]);
  printf("\n");
  return 0;
}
