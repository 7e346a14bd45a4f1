/* Nussinov with the maximum as a static inline function on ints, the running best in a local of the j
   body written back once, the table 1-based (bases 1..n), the k split loop written with `<= j - 1`. */
#include <stdio.h>

#define N 52

static int base[N + 1];
static int T[N + 2][N + 2];

static inline int imax(int a, int b) { return a > b ? a : b; }

static void fold(int n) {
#pragma scop
  for (int i = n; i >= 1; i--)
    for (int j = i + 1; j <= n; j++) {
      int best = imax(T[i][j - 1], T[i + 1][j]);
      best = imax(best, T[i + 1][j - 1] + (i < j - 1 && base[i] + base[j] == 3));
      for (int k = i + 1; k <= j - 1; k++)
        best = imax(best, T[i][k] + T[k + 1][j]);
      T[i][j] = best;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i <= N; i++)
    base[i] = (i * 5 + 1) % 4;
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N + 2; j++)
      T[i][j] = 0;
  fold(N);
  long s = 0;
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++)
      s += T[i][j];
  printf("%ld %d %d\n", s, T[1][N], T[N / 3][N]);
  return 0;
}
