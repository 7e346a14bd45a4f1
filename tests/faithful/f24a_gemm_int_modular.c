/* gemm on ints modulo a prime (C = (C + A B) mod P, each partial sum reduced as it goes, all values
   non-negative), written with unsigned iterators counting down `for (unsigned i = n; i-- > 0;)` and the
   modular update `C[i][j] = (C[i][j] + A[i][k] * B[k][j]) % P` in long long. */
#include <stdio.h>

#define N 36
#define P 1000003LL

static long long A[N][N], B[N][N], C[N][N];

static void mmod(unsigned n) {
#pragma scop
  for (unsigned i = n; i-- > 0;)
    for (unsigned j = n; j-- > 0;)
      for (unsigned k = n; k-- > 0;)
        C[i][j] = (C[i][j] + A[i][k] * B[k][j]) % P;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7919LL + j * 104729LL) % P;
      B[i][j] = (i * 15485863LL + j * 31LL + 5) % P;
      C[i][j] = (i + j) % 3;
    }
  mmod(N);
  long long s = 0, x = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s = (s + C[i][j]) % P;
      x ^= C[i][j] * (i + 1);
    }
  printf("%lld %lld %lld %lld\n", s, x, C[0][0], C[N - 1][N - 2]);
  return 0;
}
